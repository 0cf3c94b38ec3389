import { type CreateReportBody, type PageQuery, REPORT_MESSAGES } from '@one-world/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ReportRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../plugins/session';
import { type ReportWithReporter, reportsRepository } from './reports.repository';

/** Files a report by the actor about an existing post or user; status starts `open`. */
export async function fileReport(
  db: Executor,
  actor: Actor,
  input: z.output<typeof CreateReportBody>,
): Promise<ReportRow> {
  const repo = reportsRepository(db);
  if (!(await repo.targetExists(input.kind, input.targetId))) {
    throw notFound(
      input.kind === 'post' ? REPORT_MESSAGES.postNotFound : REPORT_MESSAGES.userNotFound,
    );
  }
  return repo.insert({ reporterId: actor.id, ...input });
}

/** Reports newest first, for admins only. */
export async function listReports(
  db: Executor,
  actor: Actor,
  page: PageQuery,
): Promise<{ items: ReportWithReporter[]; nextCursor: string | null }> {
  if (actor.role !== 'admin') throw forbidden('Only administrators can see reports');
  const rows = await reportsRepository(db).list(decodeCursor(page.cursor), page.limit + 1);
  return pageOf(rows, page.limit);
}
