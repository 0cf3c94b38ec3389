import type { FollowListResponse } from '@one-world/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema';
import { follow, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, cookie: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

/** The stored counters of a member. */
async function countsOf(id: string) {
  const [row] = await t.app.ctx.db
    .select({ followerCount: users.followerCount, followingCount: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Every page of a follow list, checking page sizes on the way. */
async function allPages(url: string, limit: number): Promise<FollowListResponse['users'][]> {
  const pages: FollowListResponse['users'][] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const res = await t.app.inject({ method: 'GET', url: `${url}?limit=${limit}${query}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<FollowListResponse>();
    expect(body.users.length).toBeLessThanOrEqual(limit);
    pages.push(body.users);
    cursor = body.nextCursor;
  } while (cursor);
  return pages;
}

/**
 * The other members of a member's follows in the order the lists promise (newest follow first,
 * then the other member's id, descending), read straight from the table.
 */
async function newestFirst(side: 'followee' | 'follower', id: string): Promise<string[]> {
  const [own, other] =
    side === 'followee'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const rows = await t.app.ctx.db
    .select({ id: other })
    .from(follows)
    .where(eq(own, id))
    .orderBy(desc(follows.createdAt), desc(other));
  return rows.map((row) => row.id);
}

const signUpMany = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)));

describe('POST /api/follow/:id and /api/unfollow/:id', () => {
  it('follows and unfollows, idempotently, keeping both counters exact', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const first = await post(`/api/follow/${b.user._id}`, a.cookie, { followerId: a.user._id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'User followed',
      followerCount: 1,
      followedByViewer: true,
    });
    const again = await post(`/api/follow/${b.user._id}`, a.cookie);
    expect(again.json()).toEqual(first.json());
    expect(await countsOf(b.user._id)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await countsOf(a.user._id)).toEqual({ followerCount: 0, followingCount: 1 });

    const off = await post(`/api/unfollow/${b.user._id}`, a.cookie, { followerId: a.user._id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'User unfollowed',
      followerCount: 0,
      followedByViewer: false,
    });
    expect((await post(`/api/unfollow/${b.user._id}`, a.cookie)).json()).toEqual(off.json());
    expect(await countsOf(b.user._id)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await countsOf(a.user._id)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('keeps counts exact under 20 concurrent follows, and one follower’s 20 at once', async () => {
    const target = await signUp(t.app);
    const fans = await signUpMany(20);
    const results = await Promise.all(
      fans.map((fan) => post(`/api/follow/${target.user._id}`, fan.cookie)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await countsOf(target.user._id)).toEqual({ followerCount: 20, followingCount: 0 });
    for (const fan of fans) {
      expect(await countsOf(fan.user._id)).toEqual({ followerCount: 0, followingCount: 1 });
    }

    const eager = await signUp(t.app);
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/follow/${target.user._id}`, eager.cookie)),
    );
    expect(repeats.every((r) => r.statusCode === 200 && r.json().followedByViewer)).toBe(true);
    expect(await countsOf(target.user._id)).toEqual({ followerCount: 21, followingCount: 0 });
    expect(await countsOf(eager.user._id)).toEqual({ followerCount: 0, followingCount: 1 });

    const half = fans.slice(0, 10);
    await Promise.all(half.map((fan) => post(`/api/unfollow/${target.user._id}`, fan.cookie)));
    expect(await countsOf(target.user._id)).toEqual({ followerCount: 11, followingCount: 0 });
    const rows = await t.app.ctx.db.$count(follows, eq(follows.followeeId, target.user._id));
    expect(rows).toBe(11);
  });

  it('does not deadlock when two members follow each other at the same moment', async () => {
    const [a, b] = (await signUpMany(2)) as [SignedUp, SignedUp];
    const both = await Promise.all([
      post(`/api/follow/${b.user._id}`, a.cookie),
      post(`/api/follow/${a.user._id}`, b.cookie),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countsOf(a.user._id)).toEqual({ followerCount: 1, followingCount: 1 });
    expect(await countsOf(b.user._id)).toEqual({ followerCount: 1, followingCount: 1 });
  });

  it.each(['follow', 'unfollow'])('%s: oneself is 400, an unknown member 404', async (verb) => {
    const a = await signUp(t.app);
    const self = await post(`/api/${verb}/${a.user._id}`, a.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot follow yourself' });
    const unknown = await post(`/api/${verb}/${UNKNOWN_ID}`, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect(await countsOf(a.user._id)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it.each(['follow', 'unfollow'])('%s: a visitor is 401 whatever the body or id', async (verb) => {
    const b = await signUp(t.app);
    for (const [path, payload] of [
      [`/api/${verb}/${b.user._id}`, undefined],
      [`/api/${verb}/${b.user._id}`, { followerId: b.user._id }],
      [`/api/${verb}/not-a-uuid`, { followerId: 42 }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: path, payload });
      expect(res.statusCode, path).toBe(401);
    }
    expect(await countsOf(b.user._id)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it.each(['follow', 'unfollow'])('%s: a followerId naming someone else is 403', async (verb) => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    if (verb === 'unfollow') await follow(t.app, b.cookie, c.user._id);
    const res = await post(`/api/${verb}/${c.user._id}`, a.cookie, { followerId: b.user._id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only act as yourself' });
    const expected = verb === 'unfollow' ? 1 : 0;
    expect(await countsOf(c.user._id)).toEqual({ followerCount: expected, followingCount: 0 });
  });
});

describe('GET /api/users/:id/followers and /following', () => {
  it('pages both lists newest first; the cursor continues without duplicates', async () => {
    const star = await signUp(t.app);
    const fans = await signUpMany(7);
    for (const fan of fans) await follow(t.app, fan.cookie, star.user._id);
    for (const fan of fans.slice(0, 5)) await follow(t.app, star.cookie, fan.user._id);

    const followers = await allPages(`/api/users/${star.user._id}/followers`, 3);
    expect(followers.map((page) => page.length)).toEqual([3, 3, 1]);
    const ids = followers.flat().map((u) => u._id);
    expect(ids).toEqual(await newestFirst('followee', star.user._id));
    expect(new Set(ids)).toEqual(new Set(fans.map((f) => f.user._id)));
    const newest = fans.find((f) => f.user._id === ids[0]);
    expect(followers[0]?.[0]).toEqual({
      _id: newest?.user._id,
      name: newest?.user.name,
      img: newest?.user.img,
      statusBadge: null,
    });

    const following = (await allPages(`/api/users/${star.user._id}/following`, 2)).flat();
    const followingIds = following.map((u) => u._id);
    expect(followingIds).toEqual(await newestFirst('follower', star.user._id));
    expect(new Set(followingIds)).toEqual(new Set(fans.slice(0, 5).map((f) => f.user._id)));
  });

  it('keeps the order exact when follows share a timestamp', async () => {
    const star = await signUp(t.app);
    const fans = await signUpMany(6);
    const at = new Date('2030-01-01T00:00:00.000Z');
    await t.app.ctx.db
      .insert(follows)
      .values(
        fans.map((f) => ({ followerId: f.user._id, followeeId: star.user._id, createdAt: at })),
      );
    const ids = (await allPages(`/api/users/${star.user._id}/followers`, 4))
      .flat()
      .map((u) => u._id);
    expect(ids).toEqual(
      fans
        .map((f) => f.user._id)
        .sort()
        .reverse(),
    );
  });

  it('answers 404 for an unknown member and 400 for a bad cursor', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/users/${UNKNOWN_ID}/followers`,
    });
    expect(unknown.statusCode).toBe(404);
    const { user } = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user._id}/following?cursor=bm9wZQ`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'cursor: Invalid cursor' });
  });
});
