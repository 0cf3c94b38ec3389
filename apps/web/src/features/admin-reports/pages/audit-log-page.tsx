import { type AuditEntry, MODERATION_MESSAGES } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LongDate } from '../../../components/ui';
import { PagedListView } from '../../../components/ui/paged-list-view';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/relative-time';
import { useAuditLog } from '../api/get-audit-log';
import { auditSentence, auditTargetHref } from '../lib/audit-wording';

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** /admin/reports/log: every moderation action, newest first — who, what, why and when. */
export function AuditLogPage() {
  const t = useT();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.actions) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link to={paths.adminReports.href()} className={`${LINK} text-sm`}>
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('moderation.backToReports')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {t('moderation.logHeading')}
      </h1>
      <p className="mt-2 text-slate-600">{t('moderation.logIntro')}</p>

      <section aria-label={t('moderation.logLabel')} className="mt-8">
        <PagedListView
          list={log}
          items={entries}
          itemKey={(entry) => entry._id}
          renderItem={(entry) => <AuditRow entry={entry} />}
          ordered
          className="space-y-3"
          loadingLabel={t('moderation.logLoading')}
          errorFallback={t('moderation.logLoadFailed')}
          emptyMessage={t(MODERATION_MESSAGES.auditEmpty)}
          moreErrorFallback={t('moderation.logLoadMoreFailed')}
        />
      </section>
    </div>
  );
}

/** One action: "Ana removed a post", its reason, a suspension's end, and when. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const href = auditTargetHref(entry);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="text-ink">
        <FormattedMessage
          id={auditSentence(entry)}
          values={{
            name: entry.actor?.name ?? t('moderation.formerAdmin'),
            kind: entry.targetKind,
            until: entry.until ? <LongDate iso={entry.until} /> : '',
            actor: (chunks: ReactNode[]) => <bdi className="font-semibold">{chunks}</bdi>,
            target: (chunks: ReactNode[]) =>
              href ? (
                <Link to={href} className={LINK}>
                  {chunks}
                </Link>
              ) : (
                chunks
              ),
          }}
        />
      </p>
      {entry.reason && (
        <p className="mt-1 break-words text-slate-700">
          <span className="font-medium">{t('moderation.reasonLabel')}</span>{' '}
          <span dir="auto">{entry.reason}</span>
        </p>
      )}
      <p className="mt-1 text-slate-500">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
    </article>
  );
}
