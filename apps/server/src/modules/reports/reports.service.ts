import { type CreateReportBody, type PageQuery, REPORT_MESSAGES } from '@one-world/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ReportRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../plugins/session';
import { postsRepository } from '../posts/posts.repository';
import { usersRepository } from '../users/users.repository';
import { type ReportWithReporter, reportsRepository } from './reports.repository';

/** Files a report by the actor about an existing post or user; status starts `open`. */
export async function fileReport(
  db: Executor,
  actor: Actor,
  input: z.output<typeof CreateReportBody>,
): Promise<ReportRow> {
  if (input.kind === 'post') {
    const post = await postsRepository(db).findPostAuthor(input.targetId);
    if (!post) throw notFound(REPORT_MESSAGES.postNotFound);
  } else if (!(await usersRepository(db).exists(input.targetId))) {
    throw notFound(REPORT_MESSAGES.userNotFound);
  }
  return reportsRepository(db).insert({ reporterId: actor.id, ...input });
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
