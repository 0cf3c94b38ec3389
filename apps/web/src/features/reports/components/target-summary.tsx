import { REPORT_MESSAGES, type ReportKind } from '@one-world/contract';
import type { ReactNode } from 'react';
import type { ReportLinkState } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useReportedPost } from '../api/get-reported-post';
import { useReportedUser } from '../api/get-reported-user';

export interface ReportTargets {
  /** The reported post, or a reported comment's post. */
  postId: string | null;
  commentId: string | null;
  userId: string | null;
}

interface TargetSummaryProps {
  kind: ReportKind;
  targets: ReportTargets;
  linkState: ReportLinkState;
}

const BOX = 'rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700';

/**
 * Names what will be reported, read from the server so a form opened without a board (a shared
 * link, a reload) still says what it is about; the Report link's state fills in meanwhile.
 */
export function TargetSummary({ kind, targets, linkState }: TargetSummaryProps) {
  const post = useReportedPost(kind === 'user' ? null : targets.postId);
  const user = useReportedUser(kind === 'user' ? targets.userId : null);

  const targetId =
    kind === 'comment' ? targets.commentId : kind === 'post' ? targets.postId : targets.userId;
  if (!targetId) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {kind === 'user'
          ? 'Reports of a member start from the Report link on their profile or on one of their posts.'
          : 'Reports of a post or a comment start from the Report link under it, on a discussion board or on the post’s page.'}{' '}
        Open this form from there to choose what to report.
      </p>
    );
  }

  if (kind === 'user') {
    if (isHttpError(user.error, 404)) return <NotFound message={REPORT_MESSAGES.userNotFound} />;
    // Another failure still lets the report go: the id is what the server needs.
    const name = user.data?.name ?? linkState.userName ?? (user.isError ? targetId : null);
    return <p className={BOX}>{name ? <>Reporting the user {quoted(name)}</> : 'Loading…'}</p>;
  }

  if (!targets.postId) return <p className={BOX}>Reporting a comment</p>;
  if (isHttpError(post.error, 404)) {
    return (
      <NotFound
        message={kind === 'post' ? REPORT_MESSAGES.postNotFound : REPORT_MESSAGES.commentNotFound}
      />
    );
  }
  const title =
    post.data?.post.title ?? linkState.postTitle ?? (post.isError ? targets.postId : null);
  if (!title) return <p className={BOX}>Loading…</p>;
  return (
    <p className={BOX}>
      {kind === 'post' ? 'Reporting the post ' : 'Reporting a comment on the post '}
      {quoted(title)}
    </p>
  );
}

function quoted(text: string): ReactNode {
  return <span className="font-semibold break-words text-ink">“{text}”</span>;
}

function NotFound({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
