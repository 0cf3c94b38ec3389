import type { LikesResponse, Post, PostsPage } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { markRemoved, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let author: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
});
afterAll(() => t.close());

const like = (postId: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/like/${postId}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const likesOf = async (postId: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/like/${postId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<LikesResponse>();
};

describe('POST /api/like/:postId', () => {
  let post: Post;
  let fan: SignedUp;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie);
    fan = await signUp(t.app);
  });

  it('toggles the viewer’s like with the spec payload { postId, id }', async () => {
    const payload = { postId: post._id, id: fan.user._id };
    const first = await like(post._id, payload, fan.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Post liked', liked: true, likeCount: 1 });
    expect(await likesOf(post._id)).toEqual({
      count: 1,
      likes: [{ userId: fan.user._id }],
      nextCursor: null,
    });

    const second = await like(post._id, payload, fan.cookie);
    expect(second.json()).toEqual({ message: 'Post unliked', liked: false, likeCount: 0 });
    expect(await likesOf(post._id)).toEqual({ count: 0, likes: [], nextCursor: null });
  });

  it('toggles on a bare POST without a body too', async () => {
    expect((await like(post._id, undefined, fan.cookie)).json().liked).toBe(true);
    expect((await like(post._id, undefined, fan.cookie)).json().liked).toBe(false);
  });

  it('sets the like idempotently when `liked` is given', async () => {
    for (const _ of [1, 2]) {
      const res = await like(post._id, { liked: true }, fan.cookie);
      expect(res.json()).toEqual({ message: 'Post liked', liked: true, likeCount: 1 });
    }
    for (const _ of [1, 2]) {
      const res = await like(post._id, { liked: false }, fan.cookie);
      expect(res.json()).toEqual({ message: 'Post unliked', liked: false, likeCount: 0 });
    }
  });

  it('counts every member’s like once and shows likedByUser to each viewer', async () => {
    const other = await signUp(t.app);
    await like(post._id, { liked: true }, fan.cookie);
    const res = await like(post._id, {}, other.cookie);
    expect(res.json()).toEqual({ message: 'Post liked', liked: true, likeCount: 2 });
    expect((await likesOf(post._id)).likes).toEqual([
      { userId: fan.user._id },
      { userId: other.user._id },
    ]);
    const board = async (cookie?: string) => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/posts?category=Climate&limit=50',
        headers: cookie ? { cookie } : {},
      });
      return page.json<PostsPage>().posts.find((p) => p._id === post._id);
    };
    expect(await board(fan.cookie)).toMatchObject({ likeCount: 2, likedByUser: true });
    expect(await board(author.cookie)).toMatchObject({ likeCount: 2, likedByUser: false });
  });

  it('answers 401 to visitors', async () => {
    const res = await like(post._id, { postId: post._id });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when the payload id names another user', async () => {
    const res = await like(post._id, { postId: post._id, id: author.user._id }, fan.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 when the body’s postId is not the one in the address, or a field is wrong', async () => {
    const other = await publish(t.app, author.cookie);
    const mismatch = await like(post._id, { postId: other._id }, fan.cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('postId:');
    const badLiked = await like(post._id, { liked: 'yes' }, fan.cookie);
    expect(badLiked.statusCode).toBe(400);
    expect(badLiked.json().message).toContain('liked:');
    const malformed = await like('abc', {}, fan.cookie);
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await like(UNKNOWN_ID, {}, fan.cookie)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/like/${UNKNOWN_ID}` });
    expect(list.statusCode).toBe(404);
  });
});

describe('a like of a post the member no longer sees', () => {
  const likeRows = async (postId: string) =>
    (await t.app.ctx.db.select().from(likes).where(eq(likes.postId, postId))).length;

  it('is left as it is (404 either way), while an admin, who sees the post, may still like it', async () => {
    const post = await publish(t.app, author.cookie);
    const fan = await signUp(t.app);
    expect((await like(post._id, { liked: true }, fan.cookie)).statusCode).toBe(200);
    await markRemoved(t.app, 'post', post._id);

    for (const payload of [{ liked: false }, { liked: true }, {}]) {
      expect((await like(post._id, payload, fan.cookie)).statusCode).toBe(404);
    }
    expect(await likeRows(post._id)).toBe(1);

    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const byAdmin = await like(post._id, {}, admin.cookie);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ liked: true, likeCount: 2 });
    expect(await likeRows(post._id)).toBe(2);
  });
});

describe('GET /api/like/:postId', () => {
  it('pages the likers oldest first, with the total count on every page', async () => {
    const post = await publish(t.app, author.cookie);
    const fans = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    for (const fan of fans) await like(post._id, { liked: true }, fan.cookie);
    const all = await likesOf(post._id);
    expect(all.likes).toHaveLength(3);
    expect(all.likes).toEqual(expect.arrayContaining(fans.map((f) => ({ userId: f.user._id }))));

    const first = await likesOf(post._id, '?limit=2');
    expect(first).toEqual({
      count: 3,
      likes: all.likes.slice(0, 2),
      nextCursor: expect.any(String),
    });
    const second = await likesOf(post._id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ count: 3, likes: all.likes.slice(2), nextCursor: null });
  });

  it('answers 400 for a limit over 200 or a bad cursor', async () => {
    const post = await publish(t.app, author.cookie);
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/like/${post._id}?limit=201` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'limit: Must be at most 200' });
    const badCursor = await t.app.inject({
      method: 'GET',
      url: `/api/like/${post._id}?cursor=abc`,
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toContain('cursor:');
  });
});

describe('concurrent likes by one member', () => {
  it('leave exactly one like when several `liked: true` requests race', async () => {
    const post = await publish(t.app, author.cookie);
    const fan = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => like(post._id, { liked: true }, fan.cookie)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Post liked', liked: true, likeCount: 1 });
    }
    expect(await likesOf(post._id)).toEqual({
      count: 1,
      likes: [{ userId: fan.user._id }],
      nextCursor: null,
    });
  });

  it('never leave more than one like nor fail when toggles race', async () => {
    const post = await publish(t.app, author.cookie);
    const fan = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => like(post._id, { postId: post._id }, fan.cookie)),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    const { count, likes } = await likesOf(post._id);
    expect(count).toBeLessThanOrEqual(1);
    expect(likes.length).toBe(count);
    // The post's like counter agrees with its like rows.
    const settled = await like(post._id, { liked: count === 1 }, fan.cookie);
    expect(settled.json().likeCount).toBe(count);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/posts?category=Climate&limit=50',
    });
    const listed = board.json<PostsPage>().posts.find((p) => p._id === post._id);
    expect(listed?.likeCount).toBe(count);
  });
});
