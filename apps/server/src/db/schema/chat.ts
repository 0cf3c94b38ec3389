import { CHAT_LIMITS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage, millis } from './columns';
import { users } from './users';

/**
 * Two members' conversation. `member_a` started it. There is exactly one per pair whoever started
 * it: the unique index on the unordered pair decides, also when both create it at the same moment.
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
    createdAt: millis('created_at').notNull().defaultNow(),
    // The latest activity (its newest message, else its creation), which orders a member's list;
    // moved in the same transaction as each message is stored.
    updatedAt: millis('updated_at').notNull().defaultNow(),
    // Each member has read the partner's messages up to here (null: none yet); sending a message
    // moves the sender's mark too. The unread count is the partner's messages after it.
    memberAReadAt: millis('member_a_read_at'),
    memberBReadAt: millis('member_b_read_at'),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(
      sql`least(${t.memberA}, ${t.memberB})`,
      sql`greatest(${t.memberA}, ${t.memberB})`,
    ),
    // A member's list, latest activity first: one backward range scan per side, merged (see
    // chat.repository.ts). They also serve the cascade when an account is deleted.
    index('conversations_member_a_updated_idx').on(t.memberA, t.updatedAt, t.id),
    index('conversations_member_b_updated_idx').on(t.memberB, t.updatedAt, t.id),
    check('conversations_two_members_check', sql`${t.memberA} <> ${t.memberB}`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * A conversation's messages. The id may come from the client, so that a retry of the same message
 * (over HTTP or the socket) finds it stored instead of storing it twice.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: contentLanguage(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A conversation's pages, newest first, its last message and its unread count.
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    // The data export lists a member's messages, and deleting an account cascades through them.
    index('messages_sender_idx').on(t.senderId),
    // The API trims and measures the text; this keeps any other writer to the same rule.
    check(
      'messages_text_length_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(CHAT_LIMITS.messageMax))}`,
    ),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
