import { z } from 'zod';
import { PageQuery } from './common';

/** What can be reported: a post or a user (SPEC §2 "Report form"). */
export const REPORT_KINDS = ['post', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The report form's select options, in order. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  post: 'Report Post',
  user: 'Report this User',
};

/** A report starts open; moderation resolves or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMin: 1,
  descriptionMax: 2000,
} as const;

export const REPORT_MESSAGES = {
  submitted: 'Report submitted. Thank you for helping keep One World safe.',
  postNotFound: 'The reported post does not exist',
  userNotFound: 'The reported user does not exist',
} as const;

export const ReportKindSchema = z.enum(REPORT_KINDS, { error: 'Must be post or user' });

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
