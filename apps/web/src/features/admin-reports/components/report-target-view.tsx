import type { ReportTarget, Suspension } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Avatar, LongDate } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const GONE = {
  post: 'moderation.postGone',
  comment: 'moderation.commentGone',
  user: 'moderation.memberGone',
} as const satisfies Record<ReportTarget['kind'], MessageId>;

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The reported post, comment or member, shown in place in the queue. */
export function ReportTargetView({ target }: { target: ReportTarget }) {
  const box = 'rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm';
  switch (target.kind) {
    case 'post': {
      const { post } = target;
      if (!post) return <Gone kind="post" />;
      return (
        <div className={box}>
          <Removed removal={post.removed} />
          <Link to={paths.post.href(post._id)} dir="auto" className={`${LINK} break-words`}>
            {post.title}
          </Link>
          <p
            dir="auto"
            className="mt-1 line-clamp-4 break-words whitespace-pre-line text-slate-700"
          >
            {post.content}
          </p>
          <Byline author={post.author} createdAt={post.createdAt} />
        </div>
      );
    }
    case 'comment': {
      const { comment } = target;
      if (!comment) return <Gone kind="comment" />;
      return (
        <div className={box}>
          <Removed removal={comment.removed} />
          <p dir="auto" className="line-clamp-4 break-words whitespace-pre-line text-slate-700">
            {comment.content}
          </p>
          <Byline author={comment.author} createdAt={comment.createdAt} />
          <p className="mt-1 text-slate-600">
            <FormattedMessage
              id="moderation.onThePost"
              values={{
                title: comment.postTitle,
                link: (chunks: ReactNode[]) => (
                  <Link to={paths.post.href(comment.postId)} className={`${LINK} break-words`}>
                    <bdi>{chunks}</bdi>
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      );
    }
    case 'user': {
      const { user } = target;
      if (!user) return <Gone kind="user" />;
      return (
        <div className={`${box} flex gap-3`}>
          <Avatar src={user.img.secure_url} name={user.name} decorative />
          <div className="min-w-0">
            <Link
              to={paths.userProfile.href(user._id)}
              dir="auto"
              className={`${LINK} break-words`}
            >
              {user.name}
            </Link>
            {user.bio && (
              <p dir="auto" className="mt-1 line-clamp-3 break-words text-slate-700">
                {user.bio}
              </p>
            )}
            {user.suspension && <SuspensionNote suspension={user.suspension} />}
          </div>
        </div>
      );
    }
  }
}

function Gone({ kind }: { kind: ReportTarget['kind'] }) {
  const t = useT();
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
      {t(GONE[kind])}
    </p>
  );
}

function Byline({
  author,
  createdAt,
}: {
  author: { _id: string; name: string };
  createdAt: string;
}) {
  return (
    <p className="mt-2 text-slate-600">
      <FormattedMessage
        id="moderation.byline"
        values={{
          name: author.name,
          date: <LongDate iso={createdAt} />,
          link: (chunks: ReactNode[]) => (
            <Link to={paths.userProfile.href(author._id)} className={LINK}>
              <bdi>{chunks}</bdi>
            </Link>
          ),
        }}
      />
    </p>
  );
}

/** Marks content a moderator already removed, with the reason. */
function Removed({ removal }: { removal: { reason: string; at: string } | null }) {
  if (!removal) return null;
  return (
    <p className="mb-2 rounded-lg bg-red-50 px-2 py-1 text-red-800">
      <FormattedMessage
        id="moderation.removedOn"
        values={{
          date: <LongDate iso={removal.at} />,
          strong: (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>,
        }}
      />{' '}
      <span dir="auto" className="break-words">
        {removal.reason}
      </span>
    </p>
  );
}

/** A member's suspension in force: until when (or for good) and why. */
function SuspensionNote({ suspension }: { suspension: Suspension }) {
  const strong = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-amber-900">
      {suspension.until ? (
        <FormattedMessage
          id="moderation.suspendedUntil"
          values={{ date: <LongDate iso={suspension.until} />, strong }}
        />
      ) : (
        <FormattedMessage id="moderation.suspendedForGood" values={{ strong }} />
      )}{' '}
      <span dir="auto" className="break-words">
        {suspension.reason}
      </span>
    </p>
  );
}
