import { REPORT_KINDS, REPORT_STATUSES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // Points at posts.id or users.id depending on kind, so it carries no foreign key; a report
    // outlives the post it is about.
    targetId: uuid('target_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_created_idx').on(t.createdAt, t.id),
    index('reports_target_idx').on(t.kind, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_kind_check', sql`${t.kind} in (${inList(REPORT_KINDS)})`),
    check('reports_status_check', sql`${t.status} in (${inList(REPORT_STATUSES)})`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
