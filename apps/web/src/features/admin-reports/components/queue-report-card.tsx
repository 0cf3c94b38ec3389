import type { QueueReport, ReportKind } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button, RelativeTime } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { type DeskAction, reportActions } from '../lib/desk-action';
import { ReportTargetView } from './report-target-view';

/** What a report is about, as a short tag ("Post", "Comment", "Member"). */
const KIND_TAGS = {
  post: 'moderation.kindPost',
  comment: 'moderation.kindComment',
  user: 'moderation.kindMember',
} as const satisfies Record<ReportKind, MessageId>;

interface QueueReportCardProps {
  report: QueueReport;
  onAct: (action: DeskAction) => void;
}

/** One open report: what was said, by whom and when, its target in place, and the actions. */
export function QueueReportCard({ report, onAct }: QueueReportCardProps) {
  const titleId = useId();
  const t = useT();
  const count = report.targetReportCount;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {t(KIND_TAGS[report.kind])}
        </span>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
          {t('moderation.reportedTimes', { count })}
        </span>
      </div>
      <h2 id={titleId} dir="auto" className="mt-2 text-lg font-semibold break-words text-ink">
        {report.title}
      </h2>
      <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-700">
        {report.description}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <FormattedMessage
          id="moderation.reportedBy"
          values={{
            name: report.reporter.name,
            when: <RelativeTime iso={report.createdAt} />,
            link: (chunks) => (
              <Link
                to={paths.userProfile.href(report.reporter._id)}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <bdi>{chunks}</bdi>
              </Link>
            ),
          }}
        />
      </p>
      <div className="mt-3">
        <ReportTargetView target={report.target} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {reportActions(report).map(({ label, action, danger }) => (
          <Button
            key={label}
            size="sm"
            variant={danger ? 'danger' : 'secondary'}
            onClick={() => onAct(action)}
          >
            {t(label)}
            <span className="sr-only"> ({report.title})</span>
          </Button>
        ))}
      </div>
    </article>
  );
}
