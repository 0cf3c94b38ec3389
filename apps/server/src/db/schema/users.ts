import { DIGEST_FREQUENCIES, ROLES, STATUS_BADGES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { searchDocument, tsvector, type WithoutSearch } from './search-vector';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    bio: text('bio').notNull().default(''),
    statusBadge: text('status_badge', { enum: STATUS_BADGES }),
    avatarUrl: text('avatar_url'),
    coverUrl: text('cover_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Counters kept in step with `follows` in the same transaction as each change (like posts'
    // like_count): profiles and the session user are read on every page, and counting a popular
    // member's followers each time would grow with them.
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    // A moderator's suspension: in force while suspended_at is set and suspended_until is null
    // (for good) or still ahead. Lifting it clears all three.
    suspendedAt: millis('suspended_at'),
    suspendedUntil: millis('suspended_until'),
    suspensionReason: text('suspension_reason'),
    // Mail (issue 16): when the member confirmed `email` (null: not yet); an address they asked
    // to change to, in use once confirmed; their notification digest and when it last went out;
    // the key of their one-click unsubscribe links (random, made with the first digest).
    emailConfirmedAt: millis('email_confirmed_at'),
    pendingEmail: text('pending_email'),
    digest: text('digest', { enum: DIGEST_FREQUENCIES }).notNull().default('none'),
    digestSentAt: millis('digest_sent_at'),
    unsubscribeKey: text('unsubscribe_key'),
    // Languages (issue 17): the interface language the member chose (set at sign-up from the
    // language they were reading in), and the languages of members' writing their boards show
    // (null: the default, their interface language and English).
    language: text('language').notNull().default('en'),
    contentLanguages: text('content_languages').array(),
    search: tsvector('search').generatedAlwaysAs(
      searchDocument([
        ['name', 'A'],
        ['bio', 'B'],
      ]),
    ),
  },
  (t) => [
    // Emails are unique case-insensitively: the index is on lower(email).
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check(
      'users_status_badge_check',
      sql`${t.statusBadge} is null or ${t.statusBadge} in (${inList(STATUS_BADGES)})`,
    ),
    // A counter going below zero means a change was counted twice: fail loudly instead.
    check('users_follow_counts_check', sql`${t.followerCount} >= 0 and ${t.followingCount} >= 0`),
    index('users_search_idx').using('gin', t.search),
    // Members newest first: search walks it backwards to its newest matches of a common word
    // (partial for search alone, as posts_created_idx).
    index('users_created_idx').on(t.createdAt, t.id).where(sql`${t.search} is not null`),
    uniqueIndex('users_unsubscribe_key_idx').on(t.unsubscribeKey),
    // The digest worker's question: who wants a digest?
    index('users_digest_idx').on(t.digest).where(sql`${t.digest} <> 'none'`),
    // The few suspended members, for the visibility rule every list applies (db/visibility.ts):
    // without it the anti-join reads the whole users table per board query (issue 12).
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    // Whether a stored picture is still someone's (`imageInUse`, on every picture change and
    // account deletion: pictures are named by content and may be shared).
    index('users_avatar_url_idx').on(t.avatarUrl).where(sql`${t.avatarUrl} is not null`),
    index('users_cover_url_idx').on(t.coverUrl).where(sql`${t.coverUrl} is not null`),
    check('users_digest_check', sql`${t.digest} in (${inList(DIGEST_FREQUENCIES)})`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Milliseconds, like posts: the keyset cursor of the follower lists travels through
    // JavaScript dates.
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // A member's followers and whom they follow, newest first (keyset on created_at, other id).
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt, t.followerId),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt, t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * Members a member blocked. Between the two, neither sees the other's posts and comments nor can
 * message the other; the blocked one cannot follow the blocker or comment on their posts.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Did B block A?" for the other direction, and deleting a member's rows without a scan.
    index('blocks_blocked_blocker_idx').on(t.blockedId, t.blockerId),
    // A member's list of blocked members, newest first (keyset on created_at, blocked id).
    index('blocks_blocker_created_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A member's row as the code reads it (`columnsWithoutSearch`). */
export type UserRow = WithoutSearch<typeof users.$inferSelect>;
