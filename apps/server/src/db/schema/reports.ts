import { REPORT_KINDS, REPORT_STATUSES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { users } from './users';

/** Reports of a post or a user, filed by members for the moderators. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    // Points at posts.id, comments.id or users.id depending on kind, so it carries no foreign key; a report
    // outlives the post it is about.
    targetId: uuid('target_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: millis('created_at').notNull().defaultNow(),
    // When and by whom it was dismissed or resolved; null while open.
    resolvedAt: millis('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_created_idx').on(t.createdAt, t.id),
    index('reports_target_idx').on(t.kind, t.targetId),
    // One member reports one thing once (a second report answers 409).
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.kind, t.targetId),
    // The moderation queue: open reports, oldest first.
    index('reports_open_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // A member's own reports, newest first (GET /api/reports/mine).
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt, t.id),
    // Who settled a report: a moderator's account deletion sets it null (the foreign key).
    index('reports_resolved_by_idx').on(t.resolvedBy).where(sql`${t.resolvedBy} is not null`),
    check('reports_kind_check', sql`${t.kind} in (${inList(REPORT_KINDS)})`),
    check('reports_status_check', sql`${t.status} in (${inList(REPORT_STATUSES)})`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
