import { readFile } from 'node:fs/promises';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewRatingCounts, reviews } from '../../db/schema';
import { makeAdmin, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { reviewsRepository } from './reviews.repository';
import { addReview, setHidden } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The distribution counted from the reviews themselves, as the kept one must always be. */
const recount = () =>
  t.app.ctx.db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(isNull(reviews.hiddenAt))
    .groupBy(reviews.rating)
    .orderBy(reviews.rating);

describe('review_rating_counts', () => {
  it('follows every change of the shown reviews, a rating’s row coming with its first review', async () => {
    // As after the table was emptied (the test harness empties every table between files).
    await t.app.ctx.db.delete(reviewRatingCounts);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const [ana, ben, cleo] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const hidden = await addReview(t.app, ana.cookie, { rating: 3 });
    await addReview(t.app, ben.cookie, { rating: 5 });
    await addReview(t.app, ben.cookie, { rating: 4 });
    await addReview(t.app, cleo.cookie, { rating: 4 });
    expect((await setHidden(t.app, admin.cookie, hidden.review._id, true)).statusCode).toBe(200);

    const kept = await reviewsRepository(t.app.ctx.db).ratingCounts();
    expect(kept).toEqual([{ rating: 4, count: 2 }]);
    expect(kept).toEqual(await recount());
  });

  it('is repaired by migration 0023 where 0017’s first trigger was installed', async () => {
    // 0017's first trigger (29 Nov, 13:10 UTC): it only UPDATEd a rating's row.
    await t.app.ctx.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION "review_rating_counts_follow"() RETURNS trigger
        LANGUAGE plpgsql AS $$
        DECLARE
          added integer := CASE WHEN TG_OP <> 'DELETE' AND NEW."hidden_at" IS NULL THEN NEW."rating" END;
          removed integer := CASE WHEN TG_OP <> 'INSERT' AND OLD."hidden_at" IS NULL THEN OLD."rating" END;
        BEGIN
          IF added IS DISTINCT FROM removed THEN
            UPDATE "review_rating_counts"
            SET "shown" = "shown" + coalesce(("rating" = added)::integer, 0) - coalesce(("rating" = removed)::integer, 0)
            WHERE "rating" IN (added, removed);
          END IF;
          RETURN NULL;
        END
        $$`),
    );
    const migration = new URL(
      '../../db/migrations/0023_review_rating_counts_upsert.sql',
      import.meta.url,
    );
    await t.app.ctx.db.execute(sql.raw(await readFile(migration, 'utf8')));

    // Emptied as the test harness empties them; the first trigger never wrote a row again.
    await t.app.ctx.db.delete(reviews);
    await t.app.ctx.db.delete(reviewRatingCounts);
    const dana = await signUp(t.app);
    await addReview(t.app, dana.cookie, { rating: 2 });
    expect(await reviewsRepository(t.app.ctx.db).ratingCounts()).toEqual([{ rating: 2, count: 1 }]);
    expect(await recount()).toEqual([{ rating: 2, count: 1 }]);
  });
});
