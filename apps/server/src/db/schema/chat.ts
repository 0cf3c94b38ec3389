import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Two members' conversation (the chat issue adds its messages). `member_a` started it. There is
 * exactly one per pair whoever started it: the unique index on the unordered pair decides, also
 * when both create it at the same moment.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberA: uuid('member_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: uuid('member_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(
      sql`least(${t.memberA}, ${t.memberB})`,
      sql`greatest(${t.memberA}, ${t.memberB})`,
    ),
    // A member's conversations (either side): the deletion of an account cascades through
    // these, and the chat issue's list of a member's conversations reads them.
    index('conversations_member_a_idx').on(t.memberA),
    index('conversations_member_b_idx').on(t.memberB),
    check('conversations_two_members_check', sql`${t.memberA} <> ${t.memberB}`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
