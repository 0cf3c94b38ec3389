import { z } from 'zod';
import { Image, PAGE_LIMITS, PageQuery } from './common';

/** What can be reported: a post, a comment or a user (SPEC §2 "Report form", issue 11). */
export const REPORT_KINDS = ['post', 'comment', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The report form's select options, in order. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  post: 'Report Post',
  comment: 'Report Comment',
  user: 'Report this User',
};

/**
 * A report starts open; a moderator dismisses it, or resolves it by acting on its target
 * (removing the post or comment, suspending the member), which resolves every open report of
 * that target.
 */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a report is about, as a short tag in lists ("Post", "Comment", "Member"). */
export const REPORT_KIND_NAMES: Record<ReportKind, string> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Member',
};

/** A report's state in words, as its reporter and the moderators read it. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const REPORT_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMin: 1,
  descriptionMax: 2000,
  /** Reports one member may file per hour (on top of the write limit). */
  perHour: 10,
} as const;

export const REPORT_MESSAGES = {
  submitted: 'Report submitted. Thank you for helping keep One World safe.',
  postNotFound: 'The reported post does not exist',
  commentNotFound: 'The reported comment does not exist',
  userNotFound: 'The reported user does not exist',
  /** 409: one member reports one thing once. */
  alreadyReported: 'You have already reported this',
  /** The reporter's list of their own reports (GET /api/reports/mine). */
  mineEmpty: 'You have not reported anything yet.',
} as const;

export const ReportKindSchema = z.enum(REPORT_KINDS, { error: 'Must be post, comment or user' });

/** POST /api/reports — the reporter comes from the session. */
export const CreateReportBody = z.object({
  kind: ReportKindSchema,
  targetId: z.uuid({ message: 'Invalid id' }),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(REPORT_LIMITS.titleMin, {
      message: `Title must be at least ${REPORT_LIMITS.titleMin} characters`,
    })
    .max(REPORT_LIMITS.titleMax, {
      message: `Title must be at most ${REPORT_LIMITS.titleMax} characters`,
    }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(REPORT_LIMITS.descriptionMin, { message: 'Description is required' })
    .max(REPORT_LIMITS.descriptionMax, {
      message: `Description must be at most ${REPORT_LIMITS.descriptionMax} characters`,
    }),
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
// Moderation (issue 11): the admins' queue of open reports, their actions and the audit log.

export const MODERATION_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  /** A suspension for a period lasts 1 to 3650 days; without `days` it is for good. */
  suspendDaysMin: 1,
  suspendDaysMax: 3650,
  /** Page size of the queue and of the audit log. */
  pageDefault: PAGE_LIMITS.pageDefault,
} as const;

export const MODERATION_MESSAGES = {
  adminsOnly: 'Only administrators can moderate',
  reportNotFound: 'Report not found',
  reportNotOpen: 'This report has already been handled',
  dismissed: 'Report dismissed',
  postRemoved: 'Post removed',
  commentRemoved: 'Comment removed',
  alreadyRemoved: 'This content has already been removed',
  suspended: 'Member suspended',
  unsuspended: 'Suspension lifted',
  notSuspended: 'This member is not suspended',
  cannotSuspendAdmin: 'Administrators cannot be suspended',
  queueEmpty: 'No open reports. The community is in good shape.',
  auditEmpty: 'No moderation actions yet.',
} as const;

/**
 * What sign-in answers (403) to a suspended member: until a date (in UTC, "1 December 2026"), or
 * for good when `until` is null.
 */
export function suspendedMessage(until: Date | null): string {
  if (!until) return 'Your account is suspended';
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(until);
  return `Your account is suspended until ${date}`;
}

export const ModerationReason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(MODERATION_LIMITS.reasonMin, {
    message: `Reason must be at least ${MODERATION_LIMITS.reasonMin} characters`,
  })
  .max(MODERATION_LIMITS.reasonMax, {
    message: `Reason must be at most ${MODERATION_LIMITS.reasonMax} characters`,
  });

export const ReportIdParams = z.object({ reportId: z.uuid({ message: 'Invalid report id' }) });

/** POST /api/admin/reports/:reportId/dismiss — the report was not a breach; a reason is optional. */
export const DismissReportBody = z.object({ reason: ModerationReason.optional() });
export type DismissReportBody = z.input<typeof DismissReportBody>;

/**
 * POST /api/admin/posts/:postId/remove and /api/admin/comments/:commentId/remove. Every open
 * report of the content becomes resolved; `reportId` names the report acted from (optional).
 */
export const RemoveContentBody = z.object({
  reason: ModerationReason,
  reportId: z.uuid({ message: 'Invalid report id' }).optional(),
});
export type RemoveContentBody = z.input<typeof RemoveContentBody>;

/**
 * POST /api/admin/users/:id/suspend — for `days` days, or for good without them. The member's
 * sessions end at once and every open report about them becomes resolved.
 */
export const SuspendUserBody = z.object({
  reason: ModerationReason,
  days: z
    .number({ error: 'Days must be a number' })
    .int({ message: 'Days must be a whole number' })
    .min(MODERATION_LIMITS.suspendDaysMin, {
      message: `Days must be at least ${MODERATION_LIMITS.suspendDaysMin}`,
    })
    .max(MODERATION_LIMITS.suspendDaysMax, {
      message: `Days must be at most ${MODERATION_LIMITS.suspendDaysMax}`,
    })
    .optional(),
  reportId: z.uuid({ message: 'Invalid report id' }).optional(),
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
