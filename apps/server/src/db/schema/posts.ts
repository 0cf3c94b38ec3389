import { CATEGORIES, REGIONS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage, millis } from './columns';
import { inList } from './in-list';
import { tsvector } from './search-vector';
import { users } from './users';

const createdAt = () => millis('created_at').notNull().defaultNow();

/**
 * What posts and comments share beyond their text: the author's last edit, and a moderator's
 * removal. Removed content stays (admins still see it, with the reason) but nobody else does.
 */
const authoredContentColumns = () => ({
  language: contentLanguage(),
  editedAt: millis('edited_at'),
  removedAt: millis('removed_at'),
  removedReason: text('removed_reason'),
  // The moderator who removed it; the removal outlives their account.
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Discussion posts: one topic, optionally one region (null = every region of the topic). */
// Its pages keep 15% free (fillfactor 85, migration 0016, which Drizzle's schema cannot say), so
// the counters' updates on every like and comment stay HOT updates that touch no index.
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    postCategory: text('post_category', { enum: CATEGORIES }).notNull(),
    region: text('region', { enum: REGIONS }),
    createdAt: createdAt(),
    // Counters kept in step with likes/comments in the same transaction as each change, so a
    // board page reads them from the post row instead of counting a popular post's rows.
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    ...authoredContentColumns(),
    // The search document (`searchDocument` of the title, A, and the content, B), written by the
    // posts_search trigger (migration 0021) when a post is written and when its title, content or
    // language changes. A generated column was computed again on every update, and the counters
    // above change with every like and comment.
    search: tsvector('search'),
  },
  (t) => [
    // Bare topic board, newest first: a backward scan of (category, created_at, id).
    index('posts_category_created_idx').on(t.postCategory, t.createdAt, t.id),
    // Topic + region board: the union of "region = R" (this index) and "region is null" (the
    // partial one below), each read newest first and merged (see posts.repository.ts).
    index('posts_category_region_created_idx').on(t.postCategory, t.region, t.createdAt, t.id),
    // PostgreSQL does not derive index order from "region is null" the way it does from
    // "region = R", so without this index it filters the topic index, which is slow when a
    // topic has few region-less posts.
    index('posts_category_no_region_created_idx')
      .on(t.postCategory, t.createdAt, t.id)
      .where(sql`${t.region} is null`),
    index('posts_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Every post newest first: search walks it backwards to its newest matches of a common word.
    // Partial on a condition every row meets (the document is never null) and that only a
    // search implies (`@@` is strict): a board's generic plan, which does not know its topic,
    // would otherwise walk all posts filtering the topic instead of reading the topic's index.
    index('posts_created_idx').on(t.createdAt, t.id).where(sql`${t.search} is not null`),
    index('posts_search_idx').using('gin', t.search),
    // The few removed posts' moderators: a moderator's account deletion sets them null (the
    // foreign key), which without it read every post (issue 12).
    index('posts_removed_by_idx').on(t.removedBy).where(sql`${t.removedBy} is not null`),
    check('posts_category_check', sql`${t.postCategory} in (${inList(CATEGORIES)})`),
    check('posts_region_check', sql`${t.region} is null or ${t.region} in (${inList(REGIONS)})`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    ...authoredContentColumns(),
  },
  (t) => [
    index('comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
    // As posts_removed_by_idx, for removed comments.
    index('comments_removed_by_idx').on(t.removedBy).where(sql`${t.removedBy} is not null`),
  ],
);

/** One like per user per post: the primary key makes a second like impossible. */
export const likes = pgTable(
  'likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('likes_user_idx').on(t.userId),
    // A post's likers page by page, oldest first (keyset on created_at, user_id).
    index('likes_post_created_idx').on(t.postId, t.createdAt, t.userId),
  ],
);
