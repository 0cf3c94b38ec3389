import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage, millis } from './columns';
import { users } from './users';

/** Reviews of the site: one per member (a second one updates it); admins may hide one. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    rating: integer('rating').notNull(),
    language: contentLanguage(),
    /** When an admin hid it (null: shown), and who. */
    hiddenAt: millis('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The public list newest first (shown reviews only), keyset-paged on (created_at, id).
    index('reviews_shown_created_idx').on(t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index('reviews_hidden_by_idx').on(t.hiddenBy),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * How many shown reviews gave each number of stars, one row per rating (1 to 5): the reviews
 * page's summary, read without counting every review (issue 12). The database keeps it: the
 * trigger `reviews_rating_counts` (migration 0017) moves it with every review written, replaced,
 * hidden, shown or deleted, an account's deletion included.
 */
export const reviewRatingCounts = pgTable(
  'review_rating_counts',
  {
    rating: smallint('rating').primaryKey(),
    shown: integer('shown').notNull().default(0),
  },
  (t) => [check('review_rating_counts_rating_check', sql`${t.rating} between 1 and 5`)],
);
