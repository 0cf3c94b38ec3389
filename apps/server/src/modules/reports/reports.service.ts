import { type CreateReportBody, type PageQuery, REPORT_MESSAGES } from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { ReportRow } from '../../db/schema';
import type { Viewer } from '../../db/visibility';
import { withStatement } from '../../events/transaction';
import { conflict, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { commentPolicy, postModerationRepository, postPolicy } from '../posts';
import { suspensionsRepository, userPolicy } from '../users';
import { reportsPolicy } from './reports.policy';
import { type ReportWithReporter, reportsRepository } from './reports.repository';

type NewReportInput = z.output<typeof CreateReportBody>;

/** Reports of posts, comments and members, filed by members and read by admins. */
export function reportsService(ctx: ServiceContext) {
  /**
   * Refuses a report of something the reporter cannot see (404, as if it did not exist) or may
   * not report (403: their own post, comment or self).
   */
  async function authorizeReport(actor: Actor, input: NewReportInput): Promise<void> {
    const viewer: Viewer = { actor, now: ctx.clock.now() };
    const posts = postModerationRepository(ctx.db);
    switch (input.kind) {
      case 'post': {
        const post = await posts.findVisiblePost(viewer, input.targetId);
        if (!post) throw notFound(REPORT_MESSAGES.postNotFound);
        postPolicy.authorize(actor, 'report', post);
        return;
      }
      case 'comment': {
        const comment = await posts.findVisibleComment(viewer, input.targetId);
        if (!comment) throw notFound(REPORT_MESSAGES.commentNotFound);
        commentPolicy.authorize(actor, 'report', comment);
        return;
      }
      case 'user': {
        if (!(await suspensionsRepository(ctx.db).isReportableMember(input.targetId, viewer.now))) {
          throw notFound(REPORT_MESSAGES.userNotFound);
        }
        userPolicy.authorize(actor, 'report', { id: input.targetId });
      }
    }
  }

  return {
    /**
     * Files a report by the actor about someone else's post, comment or another member; starts
     * `open`. One member reports one thing once (409).
     */
    async fileReport(actor: Actor, input: NewReportInput): Promise<ReportRow> {
      await authorizeReport(actor, input);
      try {
        return await withStatement(ctx, ['report.filed'], async (db, events) => {
          const report = await reportsRepository(db).insert({ reporterId: actor.id, ...input });
          events.record('report.filed', { reportId: report.id, reporterId: actor.id });
          return report;
        });
      } catch (err) {
        // The unique index (reporter, kind, target) decides, also between two requests at once.
        if (isUniqueViolation(err)) throw conflict(REPORT_MESSAGES.alreadyReported);
        throw err;
      }
    },

    /** Reports newest first, for those the policy lets read them (admins). */
    async listReports(actor: Actor, page: PageQuery): Promise<Page<ReportWithReporter>> {
      reportsPolicy.authorize(actor, 'list', 'reports');
      const rows = await reportsRepository(ctx.db).list(decodeCursor(page.cursor), page.limit + 1);
      return pageOf(rows, page.limit);
    },

    /** The actor's own reports newest first, with their state. */
    async listMyReports(actor: Actor, page: PageQuery): Promise<Page<ReportRow>> {
      const rows = await reportsRepository(ctx.db).listMine(
        actor.id,
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      return pageOf(rows, page.limit);
    },
  };
}
