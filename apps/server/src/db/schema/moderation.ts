import { MODERATION_ACTIONS, REPORT_KINDS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { users } from './users';

/**
 * The moderators' audit log: one row per action (who, what, to what, when, why). Rows are only
 * ever inserted, in the transaction of the action itself.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The log outlives the admin who acted.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    targetKind: text('target_kind', { enum: REPORT_KINDS }).notNull(),
    // A post, comment or member id; no foreign key, the entry outlives its target.
    targetId: uuid('target_id').notNull(),
    reportId: uuid('report_id'),
    reason: text('reason'),
    // A suspension's end; null for good and for the other actions.
    until: millis('until'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    index('moderation_actions_actor_idx').on(t.actorId),
    check('moderation_actions_action_check', sql`${t.action} in (${inList(MODERATION_ACTIONS)})`),
    check(
      'moderation_actions_target_kind_check',
      sql`${t.targetKind} in (${inList(REPORT_KINDS)})`,
    ),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
