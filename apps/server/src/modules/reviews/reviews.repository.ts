import { and, desc, eq, getTableColumns, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cursorValues, pastCursor, preparedOnce, preparedShapes } from '../../db/prepared';
import { type ReviewRow, reviewRatingCounts, reviews, type UserRow, users } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

export type { ReviewRow } from '../../db/schema';

/** What a member writes; the repository fills in the rest. */
export type ReviewFields = Pick<ReviewRow, 'title' | 'desc' | 'rating' | 'language'>;

/** A review with what lists show of its author. */
export interface ReviewItem extends ReviewRow {
  authorName: string;
  authorAvatarUrl: string | null;
  authorStatusBadge: UserRow['statusBadge'];
}

/** The summary of the shown reviews: how many gave each number of stars. */
export type RatingCounts = { rating: number; count: number }[];

const withAuthor = {
  ...getTableColumns(reviews),
  authorName: users.name,
  authorAvatarUrl: users.avatarUrl,
  authorStatusBadge: users.statusBadge,
};

/**
 * `list`'s query, asked by every visit of the reviews page: prepared once per shape (shown only or
 * hidden too, first page or a later one), as building and planning it cost more than the index
 * read (issue 12).
 */
const listStatement = preparedShapes(
  'reviews_page',
  ({ includeHidden, later }: { includeHidden: boolean; later: boolean }) =>
    `${includeHidden ? 'all' : 'shown'}_${later ? 'later' : 'first'}`,
  (db: Executor, { includeHidden, later }) =>
    db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(
        and(
          includeHidden ? undefined : isNull(reviews.hiddenAt),
          later ? pastCursor(reviews.createdAt, reviews.id, 'newest first') : undefined,
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('take')),
);

/** `ratingCounts`' query, asked beside every page of reviews: prepared once. */
const ratingCountsStatement = preparedOnce('reviews_rating_counts', (db: Executor) =>
  db
    .select({ rating: reviewRatingCounts.rating, count: reviewRatingCounts.shown })
    .from(reviewRatingCounts)
    .where(gt(reviewRatingCounts.shown, 0))
    .orderBy(reviewRatingCounts.rating),
);

/** All SQL about site reviews. */
export function reviewsRepository(db: Executor) {
  async function findWhere(condition: SQL): Promise<ReviewItem | null> {
    const rows = await db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(condition)
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    /** One page newest first (ties broken by id, so pages are stable); hidden ones on request. */
    list(includeHidden: boolean, before: Keyset | undefined, take: number): Promise<ReviewItem[]> {
      return listStatement(
        db,
        { includeHidden, later: before !== undefined },
        { ...cursorValues(before), take },
      );
    },

    /**
     * How many shown reviews gave each rating (ratings nobody gave are absent), as the database
     * keeps them (`reviewRatingCounts`): five rows, however many reviews there are.
     */
    ratingCounts(): Promise<RatingCounts> {
      return ratingCountsStatement(db, {});
    },

    find: (id: string) => findWhere(eq(reviews.id, id)),

    findByAuthor: (userId: string) => findWhere(eq(reviews.userId, userId)),

    /**
     * Writes the member's one review: inserts it, or replaces the texts and rating of the one
     * they have (its creation time and hidden state stay). `created` tells which happened.
     */
    async upsert(
      userId: string,
      fields: ReviewFields,
      now: Date,
    ): Promise<{ id: string; created: boolean }> {
      const rows = await db
        .insert(reviews)
        .values({ ...fields, userId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: reviews.userId, set: { ...fields, updatedAt: now } })
        // xmax is 0 only on a row version this statement inserted, not one it updated.
        .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
      const row = rows[0];
      if (!row) throw new Error('upsert into reviews returned no row');
      return row;
    },

    /** Hides (with who and when) or shows a review; false when it no longer exists. */
    async setHidden(id: string, hidden: { at: Date; by: string } | null): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null })
        .where(eq(reviews.id, id))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}
