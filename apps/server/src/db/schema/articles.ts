import { ARTICLE_STATUSES, ARTICLE_TYPES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage, millis } from './columns';
import { inList } from './in-list';
import { searchDocument, tsvector, type WithoutSearch } from './search-vector';
import { users } from './users';

/** Inspiration articles and videos, written by admins; `content` is sanitized HTML. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: ARTICLE_TYPES }).notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    mediaUrl: text('media_url'),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull(),
    language: contentLanguage(),
    publishDate: millis('publish_date').notNull(),
    // An article outlives the admin who wrote it.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
    // The HTML's tags are not words to the parser, so `content` is indexed as its text.
    search: tsvector('search').generatedAlwaysAs(
      searchDocument([
        ['title', 'A'],
        ['desc', 'B'],
        ['content', 'C'],
      ]),
    ),
  },
  (t) => [
    // The public list (status = 'published') newest first: a backward scan of this index gives
    // exactly `publish_date desc, id desc` (a DESC index would sort nulls differently from the
    // query's order). The category filter is a substring match, which no b-tree serves: it
    // filters this range.
    index('articles_status_publish_idx').on(t.status, t.publishDate, t.id),
    // The admins' list, drafts and published together, in the same order: a backward scan
    // reads one page instead of sorting every article (issue 12).
    index('articles_publish_idx').on(t.publishDate, t.id),
    // Deleting a user sets created_by to null on their articles without a scan.
    index('articles_created_by_idx').on(t.createdBy),
    index('articles_search_idx').using('gin', t.search),
    check('articles_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`),
    check('articles_status_check', sql`${t.status} in (${inList(ARTICLE_STATUSES)})`),
  ],
);

/** An article's row as the code reads it (`columnsWithoutSearch`). */
export type ArticleRow = WithoutSearch<typeof articles.$inferSelect>;
