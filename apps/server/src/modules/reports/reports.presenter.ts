import type { ModerationReport, MyReportsPage, Report, ReportsPage } from '@one-world/contract';
import type { ReportRow } from '../../db/schema';
import type { Page } from '../../lib/keyset-cursor';
import type { ReportWithReporter } from './reports.repository';

/** A report as its reporter sees it. */
export function toReport(r: ReportRow): Report {
  return {
    _id: r.id,
    kind: r.kind,
    targetId: r.targetId,
    title: r.title,
    description: r.description,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

/** A report as moderators see it, with who filed it. */
export function toModerationReport(r: ReportWithReporter): ModerationReport {
  return { ...toReport(r), reporter: { _id: r.reporterId, name: r.reporterName } };
}

/** A page of reports for moderators with its continuation cursor. */
export function toReportsPage(page: {
  items: ReportWithReporter[];
  nextCursor: string | null;
}): ReportsPage {
  return { reports: page.items.map(toModerationReport), nextCursor: page.nextCursor };
}

/** A page of the member's own reports with its continuation cursor. */
export function toMyReportsPage(page: Page<ReportRow>): MyReportsPage {
  return { reports: page.items.map(toReport), nextCursor: page.nextCursor };
}
