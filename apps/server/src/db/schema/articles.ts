import { ARTICLE_STATUSES, ARTICLE_TYPES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { users } from './users';

// Keyset pages compare (publish_date, id) against a cursor that travels through JavaScript, whose
// dates have millisecond precision: storing milliseconds keeps the cursor exact.
const millis = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

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
    publishDate: millis('publish_date').notNull(),
    // An article outlives the admin who wrote it.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The public list (status = 'published') newest first: a backward scan of this index gives
    // exactly `publish_date desc, id desc` (a DESC index would sort nulls differently from the
    // query's order). The category filter is a substring match, which no b-tree serves: it
    // filters this range.
    index('articles_status_publish_idx').on(t.status, t.publishDate, t.id),
    // Deleting a user sets created_by to null on their articles without a scan.
    index('articles_created_by_idx').on(t.createdBy),
    check('articles_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`),
    check('articles_status_check', sql`${t.status} in (${inList(ARTICLE_STATUSES)})`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
