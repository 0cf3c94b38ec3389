import type { Review } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addReview, listReviews, setHidden } from './test-helpers';

let t: TestApp;
let admin: SignedUp;
const authors: SignedUp[] = [];
/** Reviews as created, oldest first. */
const written: Review[] = [];
const RATINGS = [5, 4, 4, 2, 5];

beforeAll(async () => {
  t = await createTestApp();
  // A clock one second apart per read, so "newest first" never depends on the machine's speed.
  let tick = Date.parse('2026-11-01T10:00:00.000Z');
  t.app.ctx.clock = {
    now: () => {
      tick += 1000;
      return new Date(tick);
    },
  };
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  for (const rating of RATINGS) {
    const author = await signUp(t.app);
    authors.push(author);
    written.push(
      (await addReview(t.app, author.cookie, { rating, title: `Rated ${rating}` })).review,
    );
  }
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/review', () => {
  it('lists newest first in keyset pages that join up without gaps or repeats', async () => {
    const first = await listReviews(t.app, 'limit=2');
    expect(first.reviews.map((r) => r._id)).toEqual([written[4]?._id, written[3]?._id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listReviews(t.app, `limit=2&cursor=${first.nextCursor}`);
    const third = await listReviews(t.app, `limit=2&cursor=${second.nextCursor}`);
    expect([...first.reviews, ...second.reviews, ...third.reviews].map((r) => r._id)).toEqual(
      [...written].reverse().map((r) => r._id),
    );
    expect(third.nextCursor).toBeNull();
  });

  it('summarises every shown review on each page: average to one decimal, count, distribution', async () => {
    for (const page of [await listReviews(t.app, 'limit=1'), await listReviews(t.app)]) {
      expect(page.count).toBe(5);
      expect(page.averageRating).toBe(4);
      expect(page.distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 2, 5: 2 });
    }
  });

  it('rounds the average to one decimal', async () => {
    const extra = await signUp(t.app);
    await addReview(t.app, extra.cookie, { rating: 1 });
    const page = await listReviews(t.app);
    // 21 / 6 = 3.5; the 1 replaced by a 3: 23 / 6 = 3.83 → 3.8; another 1: 24 / 7 = 3.43 → 3.4.
    expect(page.averageRating).toBe(3.5);
    await addReview(t.app, extra.cookie, { rating: 3 });
    const after = await listReviews(t.app);
    expect(after.count).toBe(6);
    expect(after.averageRating).toBe(3.8);
    const other = await signUp(t.app);
    await addReview(t.app, other.cookie, { rating: 1 });
    expect((await listReviews(t.app)).averageRating).toBe(3.4);
  });

  it('refuses a bad cursor or limit with 400', async () => {
    for (const query of ['cursor=bad!', 'cursor=abc', 'limit=0', 'limit=51', 'hidden=all']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/review?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('answers an empty summary when nobody has reviewed', async () => {
    const empty = await createTestApp();
    try {
      expect(await listReviews(empty.app)).toEqual({
        reviews: [],
        nextCursor: null,
        averageRating: null,
        count: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
    } finally {
      await empty.close();
    }
  });
});

describe('PUT /api/review/:id/hidden', () => {
  it('lets an admin hide a review: out of the list, the average and the distribution', async () => {
    const target = written[3];
    if (!target) throw new Error('no review to hide');
    const before = await listReviews(t.app, 'limit=50');
    const res = await setHidden(t.app, admin.cookie, target._id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Review>()).toMatchObject({ _id: target._id, hidden: true });

    const after = await listReviews(t.app, 'limit=50');
    expect(after.reviews.some((r) => r._id === target._id)).toBe(false);
    expect(after.count).toBe(before.count - 1);
    expect(after.distribution[2]).toBe(before.distribution[2] - 1);
    expect(after.averageRating).not.toBe(before.averageRating);

    // Admins see it with `hidden=include`; the summary still leaves it out.
    const desk = await listReviews(t.app, 'limit=50&hidden=include', admin.cookie);
    expect(desk.reviews.find((r) => r._id === target._id)?.hidden).toBe(true);
    expect(desk.count).toBe(after.count);

    // Its author still finds it to edit, and editing does not show it again.
    const author = authors[3];
    if (!author) throw new Error('no author');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/review/mine',
      headers: { cookie: author.cookie },
    });
    expect(mine.json<Review>().hidden).toBe(true);
    const edited = await addReview(t.app, author.cookie, { rating: 3 });
    expect(edited.review.hidden).toBe(true);

    const shown = await setHidden(t.app, admin.cookie, target._id, false);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<Review>().hidden).toBe(false);
    const back = await listReviews(t.app, 'limit=50');
    expect(back.reviews.some((r) => r._id === target._id)).toBe(true);
    expect(back.count).toBe(before.count);
    // Shown again with the rating its author gave while it was hidden.
    expect(back.distribution).toEqual({
      ...before.distribution,
      2: before.distribution[2] - 1,
      3: before.distribution[3] + 1,
    });
  });

  it('refuses members (403), visitors (401, whatever the body), bad bodies (400), unknown ids (404)', async () => {
    const id = written[0]?._id ?? '';
    const member = authors[0];
    if (!member) throw new Error('no member');
    const refused = await setHidden(t.app, member.cookie, id, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only administrators can hide or show reviews' });
    expect((await setHidden(t.app, '', id, true)).statusCode).toBe(401);
    expect((await setHidden(t.app, '', id, 'nope')).statusCode).toBe(401);
    expect((await setHidden(t.app, admin.cookie, id, 'yes')).statusCode).toBe(400);
    expect((await setHidden(t.app, admin.cookie, 'not-a-uuid', true)).statusCode).toBe(400);
    expect((await setHidden(t.app, admin.cookie, UNKNOWN_ID, true)).statusCode).toBe(404);
    expect((await listReviews(t.app, 'limit=50')).reviews.some((r) => r._id === id)).toBe(true);
  });

  it('lets only admins list hidden reviews: 403 for members, 401 for visitors', async () => {
    const member = authors[0];
    if (!member) throw new Error('no member');
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/review?hidden=include',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/review?hidden=include' });
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('POST /api/review (a second time)', () => {
  it('moves the review from its old rating to its new one in the summary', async () => {
    const member = await signUp(t.app);
    await addReview(t.app, member.cookie, { rating: 1 });
    const before = await listReviews(t.app, 'limit=1');
    await addReview(t.app, member.cookie, { rating: 5 });
    await addReview(t.app, member.cookie, { rating: 5 });
    const after = await listReviews(t.app, 'limit=1');
    expect(after.count).toBe(before.count);
    expect(after.distribution).toEqual({
      ...before.distribution,
      1: before.distribution[1] - 1,
      5: before.distribution[5] + 1,
    });
  });
});

describe('account deletion', () => {
  it('removes the member’s review from the list and the summary', async () => {
    const leaving = await signUp(t.app, { password: 'Secret123' });
    const { review } = await addReview(t.app, leaving.cookie, { rating: 5 });
    const before = await listReviews(t.app, 'limit=50');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: leaving.cookie },
      payload: { password: 'Secret123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await listReviews(t.app, 'limit=50&hidden=include', admin.cookie);
    expect(after.reviews.some((r) => r._id === review._id)).toBe(false);
    expect(after.count).toBe(before.count - 1);
    expect(after.distribution[5]).toBe(before.distribution[5] - 1);
  });
});
