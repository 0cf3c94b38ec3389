import type { MessageId } from '@one-world/i18n';

/**
 * The reports' kinds, states, limits and texts (issue 11).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads: these reach
 * only the pages that read them (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas
 * it uses").
 */

/** What can be reported: a post, a comment or a user (SPEC §2 "Report form", issue 11). */
export const REPORT_KINDS = ['post', 'comment', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The report form's select options, in order (catalog ids). */
export const REPORT_KIND_LABELS = {
  post: 'reports.reportPost',
  comment: 'reports.reportComment',
  user: 'reports.reportUser',
} as const satisfies Record<ReportKind, MessageId>;

/**
 * A report starts open; a moderator dismisses it, or resolves it by acting on its target
 * (removing the post or comment, suspending the member), which resolves every open report of
 * that target.
 */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a report is about, as a short tag in lists ("Post", "Comment", "Member"): catalog ids. */
export const REPORT_KIND_NAMES = {
  post: 'reports.kindPost',
  comment: 'reports.kindComment',
  user: 'reports.kindUser',
} as const satisfies Record<ReportKind, MessageId>;

/** A report's state in words, as its reporter and the moderators read it: catalog ids. */
export const REPORT_STATUS_LABELS = {
  open: 'reports.statusOpen',
  resolved: 'reports.statusResolved',
  dismissed: 'reports.statusDismissed',
} as const satisfies Record<ReportStatus, MessageId>;

export const REPORT_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMin: 1,
  descriptionMax: 2000,
  /** Reports one member may file per hour (on top of the write limit). */
  perHour: 10,
} as const;

export const REPORT_MESSAGES = {
  submitted: 'reports.submitted',
  postNotFound: 'reports.postNotFound',
  commentNotFound: 'reports.commentNotFound',
  userNotFound: 'reports.userNotFound',
  /** 409: one member reports one thing once. */
  alreadyReported: 'reports.alreadyReported',
  /** The reporter's list of their own reports (GET /api/reports/mine). */
  mineEmpty: 'reports.mineEmpty',
} as const satisfies Record<string, MessageId>;
