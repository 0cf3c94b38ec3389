import { type AuditEntry, MODERATION_MESSAGES } from '@one-world/contract';
import { Link } from 'react-router';
import { LongDate } from '../../../components/ui';
import { PagedListView } from '../../../components/ui/paged-list-view';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/relative-time';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_WORDS, auditTarget } from '../lib/audit-wording';

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** /admin/reports/log: every moderation action, newest first — who, what, why and when. */
export function AuditLogPage() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.actions) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link to={paths.adminReports.href()} className={`${LINK} text-sm`}>
        ← Back to the reports
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Moderation log</h1>
      <p className="mt-2 text-slate-600">Every moderation action, newest first.</p>

      <section aria-label="Moderation actions" className="mt-8">
        <PagedListView
          list={log}
          items={entries}
          itemKey={(entry) => entry._id}
          renderItem={(entry) => <AuditRow entry={entry} />}
          ordered
          className="space-y-3"
          loadingLabel="Loading the moderation log..."
          errorFallback="The moderation log could not be loaded."
          emptyMessage={MODERATION_MESSAGES.auditEmpty}
          moreErrorFallback="More of the log could not be loaded."
        />
      </section>
    </div>
  );
}

/** One action: "Ana removed a post", its reason, a suspension's end, and when. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="text-ink">
        <span className="font-semibold">{entry.actor?.name ?? 'A former administrator'}</span>{' '}
        {AUDIT_ACTION_WORDS[entry.action]}{' '}
        {target.href ? (
          <Link to={target.href} className={LINK}>
            {target.label}
          </Link>
        ) : (
          target.label
        )}
        {entry.action === 'user.suspended' && (
          <>
            {' '}
            {entry.until ? (
              <>
                until <LongDate iso={entry.until} />
              </>
            ) : (
              'for good'
            )}
          </>
        )}
      </p>
      {entry.reason && (
        <p className="mt-1 break-words text-slate-700">
          <span className="font-medium">Reason:</span> {entry.reason}
        </p>
      )}
      <p className="mt-1 text-slate-500">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
    </article>
  );
}
