import { MODERATION_MESSAGES } from '@one-world/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, FileTextIcon } from '../../../components/ui';
import { PagedListView } from '../../../components/ui/paged-list-view';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useModerationQueue } from '../api/get-moderation-queue';
import { ActionDialog } from '../components/action-dialog';
import { QueueReportCard } from '../components/queue-report-card';
import type { DeskAction } from '../lib/desk-action';

/** /admin/reports: the open reports, oldest first, each with its target and actions (admins). */
export function ModerationQueuePage() {
  const t = useT();
  const queue = useModerationQueue();
  const [action, setAction] = useState<DeskAction | null>(null);
  const reports = queue.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            {t('moderation.queueHeading')}
          </h1>
          <p className="mt-2 text-slate-600">{t('moderation.queueIntro')}</p>
        </div>
        <Link
          to={paths.adminAudit.href()}
          className={buttonClasses({ variant: 'secondary', className: 'self-start sm:self-auto' })}
        >
          <FileTextIcon className="size-4" />
          {t('moderation.logHeading')}
        </Link>
      </header>

      <section aria-label={t('moderation.queueLabel')} className="mt-8">
        <PagedListView
          list={queue}
          items={reports}
          itemKey={(report) => report._id}
          renderItem={(report) => <QueueReportCard report={report} onAct={setAction} />}
          className="space-y-4"
          loadingLabel={t('moderation.queueLoading')}
          errorFallback={t('moderation.queueLoadFailed')}
          emptyMessage={t(MODERATION_MESSAGES.queueEmpty)}
          moreErrorFallback={t('moderation.queueLoadMoreFailed')}
        />
      </section>

      <ActionDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}
