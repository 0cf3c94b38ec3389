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
});
