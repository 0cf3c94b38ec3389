import {
  REPORT_KIND_NAMES,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  type Report,
} from '@one-world/contract';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { RelativeTime } from '../../../components/ui';
import { PagedListView } from '../../../components/ui/paged-list-view';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useMyReports } from '../api/get-my-reports';

const STATUS_STYLES: Record<Report['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  dismissed: 'bg-slate-200 text-slate-800',
};

/** "Your reports": what the signed-in member reported, newest first, and what became of it. */
export function MyReports() {
  const t = useT();
  const headingId = useId();
  const mine = useMyReports();
  const reports = mine.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('reports.yours')}
      </h2>
      <div className="mt-4">
        <PagedListView
          list={mine}
          items={reports}
          itemKey={(report) => report._id}
          renderItem={(report) => <MyReportRow report={report} />}
          className="space-y-3"
          loadingLabel={t('reports.loadingYours')}
          errorFallback={t('reports.yoursFailed')}
          emptyMessage={t(REPORT_MESSAGES.mineEmpty)}
          moreErrorFallback={t('reports.moreYoursFailed')}
        />
      </div>
    </section>
  );
}

/** How a report ended, beside when (an open one has not). */
const CLOSED_TEXTS = {
  resolved: 'reports.resolvedAgo',
  dismissed: 'reports.dismissedAgo',
} as const;

function MyReportRow({ report }: { report: Report }) {
  const t = useT();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} dir="auto" className="font-semibold break-words text-ink">
          {report.title}
        </h3>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            STATUS_STYLES[report.status],
          )}
        >
          {t(REPORT_STATUS_LABELS[report.status])}
        </span>
      </div>
      <p className="mt-1 text-slate-600">
        <FormattedMessage
          id="reports.filed"
          values={{
            kind: t(REPORT_KIND_NAMES[report.kind]),
            time: <RelativeTime iso={report.createdAt} />,
          }}
        />
        {report.resolvedAt && report.status !== 'open' && (
          <>
            {' · '}
            <FormattedMessage
              id={CLOSED_TEXTS[report.status]}
              values={{ time: <RelativeTime iso={report.resolvedAt} /> }}
            />
          </>
        )}
      </p>
    </article>
  );
}
