import type { Review, ReviewSaved } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addReview, listReviews, postReview, reviewBody } from './test-helpers';

let t: TestApp;
let member: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const mine = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/review/mine', headers: cookie ? { cookie } : {} });

describe('POST /api/review', () => {
  it('creates the member’s review (201), trimmed, authored by the session', async () => {
    const res = await postReview(
      t.app,
      member.cookie,
      reviewBody({ title: '  Great site  ', rating: 5, id: member.user._id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { message, review } = res.json<ReviewSaved>();
    expect(message).toBe('Review added successfully');
    expect(review).toMatchObject({
      title: 'Great site',
      rating: 5,
      hidden: false,
      user: { _id: member.user._id, name: member.user.name, statusBadge: null },
      abilities: { update: true, hide: false },
    });
  });

  it('updates the one review on a second POST (200) and keeps it one review', async () => {
    const first = (await mine(member.cookie)).json<Review>();
    const res = await postReview(
      t.app,
      member.cookie,
      reviewBody({ title: 'Changed my mind', rating: 3 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { message, review } = res.json<ReviewSaved>();
    expect(message).toBe('Review updated successfully');
    expect(review).toMatchObject({ _id: first._id, title: 'Changed my mind', rating: 3 });
    expect(review.createdAt).toBe(first.createdAt);
    const page = await listReviews(t.app);
    expect(page.reviews.filter((r) => r.user._id === member.user._id)).toHaveLength(1);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 2.5', { rating: 2.5 }, 'rating'],
    ['rating "3"', { rating: '3' }, 'rating'],
    ['no rating', { rating: undefined }, 'rating'],
    ['a 2-character title', { title: ' ab ' }, 'title'],
    ['a 101-character title', { title: 'x'.repeat(101) }, 'title'],
    ['a blank description', { desc: '   ' }, 'desc'],
    ['a 2001-character description', { desc: 'x'.repeat(2001) }, 'desc'],
  ])('refuses %s with 400 naming the field', async (_name, overrides, field) => {
    const res = await postReview(t.app, other.cookie, reviewBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
  });

  it('accepts the limits themselves: a 3- and 100-character title, 2000-character description', async () => {
    for (const title of ['abc', 'x'.repeat(100)]) {
      const res = await postReview(
        t.app,
        other.cookie,
        reviewBody({ title, desc: 'y'.repeat(2000), rating: 1 }),
      );
      expect([200, 201], res.body).toContain(res.statusCode);
    }
  });

  it.each([
    ['a valid body', reviewBody()],
    ['an invalid body', { rating: 'many' }],
  ])('answers a visitor 401 whatever the body (%s)', async (_name, payload) => {
    const res = await postReview(t.app, '', payload);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a payload id of someone else with 403', async () => {
    const res = await postReview(t.app, member.cookie, reviewBody({ id: other.user._id }));
    expect(res.statusCode).toBe(403);
    expect((await mine(member.cookie)).json<Review>().title).toBe('Changed my mind');
  });
});

describe('GET /api/review/mine', () => {
  it('answers the member’s own review', async () => {
    const res = await mine(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<Review>()).toMatchObject({ title: 'Changed my mind', rating: 3 });
  });

  it('answers 404 to a member who has not reviewed, 401 to a visitor', async () => {
    const fresh = await signUp(t.app);
    const res = await mine(fresh.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Review not found' });
    expect((await mine('')).statusCode).toBe(401);
  });
});

describe('abilities', () => {
  it('lets an admin hide any review and nobody edit another’s', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    await addReview(t.app, admin.cookie);
    const asAdmin = await listReviews(t.app, '', admin.cookie);
    const asVisitor = await listReviews(t.app);
    const memberReview = (reviews: Review[]) => reviews.find((r) => r.user._id === member.user._id);
    expect(memberReview(asAdmin.reviews)?.abilities).toEqual({ update: false, hide: true });
    expect(memberReview(asVisitor.reviews)?.abilities).toEqual({ update: false, hide: false });
  });
});
