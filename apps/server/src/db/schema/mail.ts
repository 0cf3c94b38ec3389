import { EMAIL_TOKEN_PURPOSES, MAIL_KINDS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { users } from './users';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The transactional outbox of mail: a message is rendered and written here in the transaction of
 * the action that causes it (so a rolled-back action sends nothing), then a worker sends it. A
 * worker claims due rows with `FOR UPDATE SKIP LOCKED` and leases them (`locked_until`), so with
 * several nodes each message is sent once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    // The member it is for; their pending mail goes with their account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    // Extra headers (List-Unsubscribe…).
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: millis('next_attempt_at').notNull().defaultNow(),
    lockedUntil: millis('locked_until'),
    lastError: text('last_error'),
    createdAt: millis('created_at').notNull().defaultNow(),
    sentAt: millis('sent_at'),
  },
  (t) => [
    // The worker's question: which pending messages are due?
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_kind_check', sql`${t.kind} in (${inList(MAIL_KINDS)})`),
    check('mail_outbox_status_check', sql`${t.status} in (${inList(MAIL_STATUSES)})`),
  ],
);

/**
 * Single-use tokens of mail links: confirming an address (`email` is the address it proves),
 * resetting a password, changing the address. Only the SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    expiresAt: millis('expires_at').notNull(),
    usedAt: millis('used_at'),
  },
  (t) => [
    // A member's tokens of one purpose (a new link, or a password change, retires the others).
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
    check('email_tokens_purpose_check', sql`${t.purpose} in (${inList(EMAIL_TOKEN_PURPOSES)})`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
