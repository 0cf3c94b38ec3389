import { type Message, msg } from '@one-world/i18n';
import { z } from 'zod';
import { Image, PageQuery } from './common';
import { MODERATION_LIMITS } from './moderation-constants';
import { REPORT_KINDS, REPORT_LIMITS, REPORT_STATUSES } from './report-constants';

export const ReportKindSchema = z.enum(REPORT_KINDS, { error: 'reports.kindInvalid' });

/** POST /api/reports — the reporter comes from the session. */
export const CreateReportBody = z.object({
  kind: ReportKindSchema,
  targetId: z.uuid({ message: 'reports.invalidId' }),
  title: z
    .string({ error: 'posts.titleRequired' })
    .trim()
    .min(REPORT_LIMITS.titleMin, { message: 'posts.titleTooShort' })
    .max(REPORT_LIMITS.titleMax, { message: 'posts.titleTooLong' }),
  description: z
    .string({ error: 'posts.descriptionRequired' })
    .trim()
    .min(REPORT_LIMITS.descriptionMin, { message: 'posts.descriptionRequired' })
    .max(REPORT_LIMITS.descriptionMax, { message: 'posts.descriptionTooLong' }),
});
export type CreateReportBody = z.input<typeof CreateReportBody>;

export const Report = z.object({
  _id: z.string(),
  kind: ReportKindSchema,
  targetId: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** When a moderator dismissed or resolved it; null while open. */
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof Report>;

export const CreateReportResponse = z.object({ message: z.string(), report: Report });
export type CreateReportResponse = z.infer<typeof CreateReportResponse>;

/** A report as moderators see it, with who filed it. */
export const ModerationReport = Report.extend({
  reporter: z.object({ _id: z.string(), name: z.string() }),
});
export type ModerationReport = z.infer<typeof ModerationReport>;

/** GET /api/reports (admins only) — newest first. */
export const ReportsQuery = PageQuery;
export const ReportsPage = z.object({
  reports: z.array(ModerationReport),
  nextCursor: z.string().nullable(),
});
export type ReportsPage = z.infer<typeof ReportsPage>;

/** GET /api/reports/mine — the signed-in member's own reports, newest first, with their state. */
export const MyReportsPage = z.object({
  reports: z.array(Report),
  nextCursor: z.string().nullable(),
});
export type MyReportsPage = z.infer<typeof MyReportsPage>;

// ---------------------------------------------------------------------------------------------
// Moderation (issue 11): the admins' queue of open reports, their actions and the audit log. Its
// limits and texts are in moderation-constants.ts.

/**
 * What sign-in answers (403) to a suspended member: until a date (the UTC day, "1 December 2026"
 * in English), or for good when `until` is null. The day is passed as noon UTC of that day, so a
 * formatter in any time zone within twelve hours of UTC names the same day.
 */
export function suspendedMessage(until: Date | null): Message {
  if (!until) return msg('reports.accountSuspended');
  const day = new Date(
    Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate(), 12),
  );
  return msg('reports.accountSuspendedUntil', { until: day });
}

export const ModerationReason = z
  .string({ error: 'reports.reasonRequired' })
  .trim()
  .min(MODERATION_LIMITS.reasonMin, { message: 'reports.reasonTooShort' })
  .max(MODERATION_LIMITS.reasonMax, { message: 'reports.reasonTooLong' });

const ReportIdSchema = z.uuid({ message: 'reports.invalidReportId' });
export const ReportIdParams = z.object({ reportId: ReportIdSchema });

/** POST /api/admin/reports/:reportId/dismiss — the report was not a breach; a reason is optional. */
export const DismissReportBody = z.object({ reason: ModerationReason.optional() });
export type DismissReportBody = z.input<typeof DismissReportBody>;

/**
 * POST /api/admin/posts/:postId/remove and /api/admin/comments/:commentId/remove. Every open
 * report of the content becomes resolved; `reportId` names the report acted from (optional).
 */
export const RemoveContentBody = z.object({
  reason: ModerationReason,
  reportId: ReportIdSchema.optional(),
});
export type RemoveContentBody = z.input<typeof RemoveContentBody>;

/**
 * POST /api/admin/users/:id/suspend — for `days` days, or for good without them. The member's
 * sessions end at once and every open report about them becomes resolved.
 */
export const SuspendUserBody = z.object({
  reason: ModerationReason,
  days: z
    .number({ error: 'reports.daysNumber' })
    .int({ message: 'reports.daysWhole' })
    .min(MODERATION_LIMITS.suspendDaysMin, { message: 'reports.daysMin' })
    .max(MODERATION_LIMITS.suspendDaysMax, { message: 'reports.daysMax' })
    .optional(),
  reportId: ReportIdSchema.optional(),
});
export type SuspendUserBody = z.input<typeof SuspendUserBody>;

/** POST /api/admin/users/:id/unsuspend — lifts a suspension; a reason is optional. */
export const UnsuspendUserBody = z.object({ reason: ModerationReason.optional() });
export type UnsuspendUserBody = z.input<typeof UnsuspendUserBody>;

/** A member's suspension: since when, until when (null: for good) and why. */
export const Suspension = z.object({
  since: z.string(),
  until: z.string().nullable(),
  reason: z.string(),
});
export type Suspension = z.infer<typeof Suspension>;

const Person = z.object({ _id: z.string(), name: z.string(), img: Image });
const RemovalState = z.object({ reason: z.string(), at: z.string() }).nullable();

/**
 * What a report is about, shown in place in the queue. The post, comment or member is null when
 * it no longer exists (deleted by its author); removed content is still shown, with its removal.
 */
export const ReportTarget = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    post: z
      .object({
        _id: z.string(),
        title: z.string(),
        content: z.string(),
        createdAt: z.string(),
        author: Person,
        removed: RemovalState,
      })
      .nullable(),
  }),
  z.object({
    kind: z.literal('comment'),
    comment: z
      .object({
        _id: z.string(),
        content: z.string(),
        createdAt: z.string(),
        postId: z.string(),
        postTitle: z.string(),
        author: Person,
        removed: RemovalState,
      })
      .nullable(),
  }),
  z.object({
    kind: z.literal('user'),
    user: Person.extend({ bio: z.string(), suspension: Suspension.nullable() }).nullable(),
  }),
]);
export type ReportTarget = z.infer<typeof ReportTarget>;

/** One open report in the moderation queue: the report, its target and how often it was reported. */
export const QueueReport = ModerationReport.extend({
  target: ReportTarget,
  /** Open reports of the same target, this one included. */
  targetReportCount: z.number().int(),
});
export type QueueReport = z.infer<typeof QueueReport>;

/** GET /api/admin/reports — open reports, oldest first. */
export const ModerationQueuePage = z.object({
  reports: z.array(QueueReport),
  nextCursor: z.string().nullable(),
});
export type ModerationQueuePage = z.infer<typeof ModerationQueuePage>;

export const MODERATION_ACTIONS = [
  'report.dismissed',
  'post.removed',
  'comment.removed',
  'user.suspended',
  'user.unsuspended',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One line of the audit log: who did what to what, when, why. */
export const AuditEntry = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** The admin who acted; null when their account was deleted since. */
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  targetKind: ReportKindSchema,
  targetId: z.string(),
  reportId: z.string().nullable(),
  reason: z.string().nullable(),
  /** A suspension's end (null for good, and for every other action). */
  until: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/admin/audit — newest first. */
export const AuditPage = z.object({
  actions: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The answer to a moderation action: the text to show. */
export const ModerationResponse = z.object({ message: z.string() });
export type ModerationResponse = z.infer<typeof ModerationResponse>;

/** The answer to a suspension: the text and the suspension now in force. */
export const SuspendUserResponse = z.object({ message: z.string(), suspension: Suspension });
export type SuspendUserResponse = z.infer<typeof SuspendUserResponse>;
