import type { ReportTarget, Suspension } from '@one-world/contract';
import { Link } from 'react-router';
import { Avatar, LongDate } from '../../../components/ui';
import { paths } from '../../../config/paths';

const GONE: Record<ReportTarget['kind'], string> = {
  post: 'This post no longer exists.',
  comment: 'This comment no longer exists.',
  user: 'This member no longer exists.',
};

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
          <Link to={paths.post.href(post._id)} className={`${LINK} break-words`}>
            {post.title}
          </Link>
          <p className="mt-1 line-clamp-4 break-words whitespace-pre-line text-slate-700">
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
          <p className="line-clamp-4 break-words whitespace-pre-line text-slate-700">
            {comment.content}
          </p>
          <Byline author={comment.author} createdAt={comment.createdAt} />
          <p className="mt-1 text-slate-600">
            On the post{' '}
            <Link to={paths.post.href(comment.postId)} className={`${LINK} break-words`}>
              “{comment.postTitle}”
            </Link>
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
            <Link to={paths.userProfile.href(user._id)} className={`${LINK} break-words`}>
              {user.name}
            </Link>
            {user.bio && <p className="mt-1 line-clamp-3 break-words text-slate-700">{user.bio}</p>}
            {user.suspension && <SuspensionNote suspension={user.suspension} />}
          </div>
        </div>
      );
    }
  }
}

function Gone({ kind }: { kind: ReportTarget['kind'] }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
      {GONE[kind]}
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
      By{' '}
      <Link to={paths.userProfile.href(author._id)} className={LINK}>
        {author.name}
      </Link>{' '}
      on <LongDate iso={createdAt} />
    </p>
  );
}

/** Marks content a moderator already removed, with the reason. */
function Removed({ removal }: { removal: { reason: string; at: string } | null }) {
  if (!removal) return null;
  return (
    <p className="mb-2 rounded-lg bg-red-50 px-2 py-1 text-red-800">
      <span className="font-semibold">Removed</span> on <LongDate iso={removal.at} />:{' '}
      <span className="break-words">{removal.reason}</span>
    </p>
  );
}

/** A member's suspension in force: until when (or for good) and why. */
function SuspensionNote({ suspension }: { suspension: Suspension }) {
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-amber-900">
      <span className="font-semibold">
        {suspension.until ? (
          <>
            Suspended until <LongDate iso={suspension.until} />
          </>
        ) : (
          'Suspended for good'
        )}
      </span>
      : <span className="break-words">{suspension.reason}</span>
    </p>
  );
}
