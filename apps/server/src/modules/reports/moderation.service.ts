import {
  type DismissReportBody,
  MODERATION_MESSAGES,
  type PageQuery,
  POST_MESSAGES,
  type RemoveContentBody,
  type ReportKind,
  type SuspendUserBody,
  type UnsuspendUserBody,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { sessionsRepository } from '../../db/sessions.repository';
import { withTransaction } from '../../events/transaction';
import { conflict, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { postModerationRepository, type ReportedComment, type ReportedPost } from '../posts';
import { type ReportedMember, type SuspensionRow, suspensionsRepository } from '../users';
import { moderationPolicy, suspensionPolicy } from './moderation.policy';
import { type AuditRow, moderationRepository } from './moderation.repository';
import { type QueueRow, reportsRepository } from './reports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A page of the queue with the targets of its reports, read in one batch per kind. */
export interface QueuePage extends Page<QueueRow> {
  posts: Map<string, ReportedPost>;
  comments: Map<string, ReportedComment>;
  members: Map<string, ReportedMember>;
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

const targetsOf = (rows: QueueRow[], kind: ReportKind) => [
  ...new Set(rows.filter((r) => r.kind === kind).map((r) => r.targetId)),
];

/**
 * Refuses a `reportId` that names no report of this target: the audit log's link from an action
 * to the report it was taken from must be true.
 */
async function assertReportOf(
  tx: Executor,
  reportId: string | undefined,
  kind: ReportKind,
  targetId: string,
): Promise<void> {
  if (!reportId) return;
  const report = await reportsRepository(tx).findById(reportId);
  if (!report || report.kind !== kind || report.targetId !== targetId) {
    throw notFound(MODERATION_MESSAGES.reportNotFound);
  }
}

/**
 * The moderators' work (admins only): the queue of open reports, dismissing them, removing
 * posts and comments, suspending members and lifting suspensions, and the audit log. Every
 * action writes its audit entry and closes the reports it settles in its own transaction, and
 * announces itself after the commit.
 */
export function moderationService(ctx: ServiceContext) {
  const moderate = (actor: Actor) => moderationPolicy.authorize(actor, 'moderate', 'moderation');

  /** Removes a post or a comment with the reason and resolves every open report of it. */
  async function removeContent(
    actor: Actor,
    kind: 'post' | 'comment',
    targetId: string,
    input: z.output<typeof RemoveContentBody>,
  ): Promise<void> {
    moderate(actor);
    const at = ctx.clock.now();
    await withTransaction(ctx, async (tx, events) => {
      await assertReportOf(tx, input.reportId, kind, targetId);
      const removal = { reason: input.reason, removedBy: actor.id, at };
      const posts = postModerationRepository(tx);
      const outcome =
        kind === 'post'
          ? await posts.removePost(targetId, removal)
          : await posts.removeComment(targetId, removal);
      if (outcome.status === 'notFound') {
        throw notFound(
          kind === 'post' ? POST_MESSAGES.postNotFound : POST_MESSAGES.commentNotFound,
        );
      }
      if (outcome.status === 'alreadyRemoved') throw conflict(MODERATION_MESSAGES.alreadyRemoved);
      const reports = await reportsRepository(tx).closeAllOf(kind, targetId, {
        status: 'resolved',
        by: actor.id,
        at,
      });
      await moderationRepository(tx).record({
        actorId: actor.id,
        action: kind === 'post' ? 'post.removed' : 'comment.removed',
        targetKind: kind,
        targetId,
        reportId: input.reportId,
        reason: input.reason,
      });
      events.record('content.removed', {
        kind,
        targetId,
        postId: outcome.postId,
        authorId: outcome.authorId,
        actorId: actor.id,
        reason: input.reason,
        reports,
      });
    });
  }

  return {
    /** Open reports oldest first, each with its target (one query per kind, not per report). */
    async queue(actor: Actor, page: PageQuery): Promise<QueuePage> {
      moderate(actor);
      const rows = await reportsRepository(ctx.db).listOpen(
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      const paged = pageOf(rows, page.limit);
      const posts = postModerationRepository(ctx.db);
      const [reportedPosts, reportedComments, reportedMembers] = await Promise.all([
        posts.reportedPosts(targetsOf(paged.items, 'post')),
        posts.reportedComments(targetsOf(paged.items, 'comment')),
        suspensionsRepository(ctx.db).reportedMembers(
          targetsOf(paged.items, 'user'),
          ctx.clock.now(),
        ),
      ]);
      return {
        ...paged,
        posts: byId(reportedPosts),
        comments: byId(reportedComments),
        members: byId(reportedMembers),
      };
    },

    /** Dismisses an open report (409 once handled): it was no breach. */
    async dismiss(
      actor: Actor,
      reportId: string,
      input: z.output<typeof DismissReportBody>,
    ): Promise<void> {
      moderate(actor);
      await withTransaction(ctx, async (tx, events) => {
        const reports = reportsRepository(tx);
        const report = await reports.findById(reportId);
        if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
        const closed = await reports.closeOne(reportId, {
          status: 'dismissed',
          by: actor.id,
          at: ctx.clock.now(),
        });
        if (!closed) throw conflict(MODERATION_MESSAGES.reportNotOpen);
        await moderationRepository(tx).record({
          actorId: actor.id,
          action: 'report.dismissed',
          targetKind: report.kind,
          targetId: report.targetId,
          reportId,
          reason: input.reason,
        });
        events.record('report.dismissed', {
          reportId,
          reporterId: report.reporterId,
          actorId: actor.id,
        });
      });
    },

    /** Removes a post (409 when already removed) and resolves its open reports. */
    removePost(actor: Actor, postId: string, input: z.output<typeof RemoveContentBody>) {
      return removeContent(actor, 'post', postId, input);
    },

    /** Removes a comment (409 when already removed) and resolves its open reports. */
    removeComment(actor: Actor, commentId: string, input: z.output<typeof RemoveContentBody>) {
      return removeContent(actor, 'comment', commentId, input);
    },

    /**
     * Suspends a member for `days` days or for good (replacing a suspension in force), ends all
     * their sessions and resolves the open reports about them; never an admin (403).
     */
    async suspend(
      actor: Actor,
      userId: string,
      input: z.output<typeof SuspendUserBody>,
    ): Promise<SuspensionRow> {
      moderate(actor);
      const since = ctx.clock.now();
      const suspension: SuspensionRow = {
        since,
        until: input.days === undefined ? null : new Date(since.getTime() + input.days * DAY_MS),
        reason: input.reason,
      };
      await withTransaction(ctx, async (tx, events) => {
        const members = suspensionsRepository(tx);
        const member = await members.findForUpdate(userId, since);
        if (!member) throw notFound(USER_MESSAGES.userNotFound);
        suspensionPolicy.authorize(actor, 'suspend', member);
        await assertReportOf(tx, input.reportId, 'user', userId);
        await members.suspend(userId, suspension);
        await sessionsRepository(tx).deleteAllOf(userId);
        const reports = await reportsRepository(tx).closeAllOf('user', userId, {
          status: 'resolved',
          by: actor.id,
          at: since,
        });
        await moderationRepository(tx).record({
          actorId: actor.id,
          action: 'user.suspended',
          targetKind: 'user',
          targetId: userId,
          reportId: input.reportId,
          reason: input.reason,
          until: suspension.until,
        });
        events.record('user.suspended', {
          userId,
          actorId: actor.id,
          until: suspension.until?.toISOString() ?? null,
          reason: input.reason,
          reports,
        });
      });
      return suspension;
    },

    /** Lifts a member's suspension (409 when none is in force). */
    async unsuspend(
      actor: Actor,
      userId: string,
      input: z.output<typeof UnsuspendUserBody>,
    ): Promise<void> {
      moderate(actor);
      await withTransaction(ctx, async (tx, events) => {
        const members = suspensionsRepository(tx);
        const member = await members.findForUpdate(userId, ctx.clock.now());
        if (!member) throw notFound(USER_MESSAGES.userNotFound);
        if (!member.suspension) throw conflict(MODERATION_MESSAGES.notSuspended);
        await members.lift(userId);
        await moderationRepository(tx).record({
          actorId: actor.id,
          action: 'user.unsuspended',
          targetKind: 'user',
          targetId: userId,
          reason: input.reason,
        });
        events.record('user.unsuspended', { userId, actorId: actor.id });
      });
    },

    /** The audit log newest first. */
    async audit(actor: Actor, page: PageQuery): Promise<Page<AuditRow>> {
      moderate(actor);
      const rows = await moderationRepository(ctx.db).list(
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      return pageOf(rows, page.limit);
    },
  };
}
