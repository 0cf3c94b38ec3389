import { REPORT_MESSAGES, type ReportKind } from '@one-world/contract';
import { FormattedMessage } from 'react-intl';
import type { ReportLinkState } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
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
  const t = useT();
  const post = useReportedPost(kind === 'user' ? null : targets.postId);
  const user = useReportedUser(kind === 'user' ? targets.userId : null);

  const targetId =
    kind === 'comment' ? targets.commentId : kind === 'post' ? targets.postId : targets.userId;
  if (!targetId) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t(kind === 'user' ? 'reports.userHint' : 'reports.contentHint')}
      </p>
    );
  }

  if (kind === 'user') {
    if (isHttpError(user.error, 404)) return <NotFound message={t(REPORT_MESSAGES.userNotFound)} />;
    // Another failure still lets the report go: the id is what the server needs.
    const name = user.data?.name ?? linkState.userName ?? (user.isError ? targetId : null);
    return (
      <p className={BOX}>
        {name ? (
          <FormattedMessage id="reports.reportingUser" values={{ ...RICH, name }} />
        ) : (
          t('reports.loading')
        )}
      </p>
    );
  }

  if (!targets.postId) return <p className={BOX}>{t('reports.reportingComment')}</p>;
  if (isHttpError(post.error, 404)) {
    return (
      <NotFound
        message={t(
          kind === 'post' ? REPORT_MESSAGES.postNotFound : REPORT_MESSAGES.commentNotFound,
        )}
      />
    );
  }
  const title =
    post.data?.post.title ?? linkState.postTitle ?? (post.isError ? targets.postId : null);
  if (!title) return <p className={BOX}>{t('reports.loading')}</p>;
  return (
    <p className={BOX}>
      <FormattedMessage
        id={kind === 'post' ? 'reports.reportingPost' : 'reports.reportingCommentOn'}
        values={{ ...RICH, title }}
      />
    </p>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
