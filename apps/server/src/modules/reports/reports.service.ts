import { type CreateReportBody, type PageQuery, REPORT_MESSAGES } from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { ReportRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { findPostAuthor, postPolicy } from '../posts';
import { userExists, userPolicy } from '../users';
import { reportsPolicy } from './reports.policy';
import { type ReportWithReporter, reportsRepository } from './reports.repository';

/** Reports of posts and members, filed by members and read by admins. */
export function reportsService(ctx: ServiceContext) {
  return {
    /** Files a report by the actor about someone else's post or another member; starts `open`. */
    async fileReport(actor: Actor, input: z.output<typeof CreateReportBody>): Promise<ReportRow> {
      if (input.kind === 'post') {
        const post = await findPostAuthor(ctx.db, input.targetId);
        if (!post) throw notFound(REPORT_MESSAGES.postNotFound);
        postPolicy.authorize(actor, 'report', post);
      } else {
        if (!(await userExists(ctx.db, input.targetId))) {
          throw notFound(REPORT_MESSAGES.userNotFound);
        }
        userPolicy.authorize(actor, 'report', { id: input.targetId });
      }
      return withTransaction(ctx, async (tx, events) => {
        const report = await reportsRepository(tx).insert({ reporterId: actor.id, ...input });
        events.record('report.filed', { reportId: report.id, reporterId: actor.id });
        return report;
      });
    },

    /** Reports newest first, for those the policy lets read them (admins). */
    async listReports(actor: Actor, page: PageQuery): Promise<Page<ReportWithReporter>> {
      reportsPolicy.authorize(actor, 'list', 'reports');
      const rows = await reportsRepository(ctx.db).list(decodeCursor(page.cursor), page.limit + 1);
      return pageOf(rows, page.limit);
    },
  };
}
