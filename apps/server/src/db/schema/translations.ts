import { TRANSLATION_KINDS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { messages } from './chat';
import { millis } from './columns';
import { inList } from './in-list';
import { comments, posts } from './posts';

/**
 * Machine translations of members' and editors' texts (issue 17), one per item and target
 * language. `version` is a hash of the source text it translated: an edit changes it, and the
 * next request translates again and replaces the row.
 *
 * A translation is a copy of the item's text and must not outlive it: the item's id is also in
 * the column of its kind (the others null), whose foreign key deletes the translation with the
 * item, in the same transaction: with its post, its conversation or its author's account too
 * (issue 12: a sweep for orphans read whole tables after each deletion).
 */
export const translations = pgTable(
  'translations',
  {
    kind: text('kind', { enum: TRANSLATION_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    target: text('target').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.target] }),
    check('translations_kind_check', sql`${t.kind} in (${inList(TRANSLATION_KINDS)})`),
    check(
      'translations_item_check',
      sql`num_nonnulls(${t.postId}, ${t.commentId}, ${t.articleId}, ${t.messageId}) = 1 and ${t.itemId} is not distinct from (case ${t.kind} when 'post' then ${t.postId} when 'comment' then ${t.commentId} when 'article' then ${t.articleId} when 'message' then ${t.messageId} end)`,
    ),
    // The cascades' look-ups, one per kind.
    index('translations_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('translations_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('translations_article_idx').on(t.articleId).where(sql`${t.articleId} is not null`),
    index('translations_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
  ],
);
