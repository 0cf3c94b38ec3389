import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_AVATAR_URL, type Post, type PostsPage } from '@one-world/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { WRITES_PER_MINUTE } from '../../lib/rate-limits';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';
import { postsService } from './posts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function board(query: string, cookie = ''): Promise<PostsPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/posts?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PostsPage>();
}

const ids = (page: PostsPage) => page.posts.map((p) => p._id);

describe('POST /api/posts', () => {
  let member: SignedUp;
  beforeAll(async () => {
    member = await signUp(t.app, { name: 'Amara Okafor' });
  });

  it('publishes a post by the signed-in member and returns it in the spec shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: member.cookie },
      payload: {
        title: '  Solar kiosks in rural Kenya  ',
        content: 'Line one\nLine two',
        postCategory: 'Climate',
        region: 'Africa',
        id: member.user._id,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Post created successfully');
    expect(body.post).toEqual({
      _id: expect.any(String),
      title: 'Solar kiosks in rural Kenya',
      content: 'Line one\nLine two',
      postCategory: 'Climate',
      region: 'Africa',
      createdAt: expect.any(String),
      editedAt: null,
      language: 'en',
      user: {
        _id: member.user._id,
        name: 'Amara Okafor',
        img: { secure_url: DEFAULT_AVATAR_URL },
        statusBadge: null,
      },
      likeCount: 0,
      likedByUser: false,
      commentCount: 0,
      comments: [],
      abilities: { update: true, delete: true, report: false },
      removed: null,
    });
    expect(new Date(body.post.createdAt).toISOString()).toBe(body.post.createdAt);
  });

  it('accepts a post without a region (null or left out)', async () => {
    const omitted = await publish(t.app, member.cookie, { postCategory: 'Policy' });
    const nulled = await publish(t.app, member.cookie, { postCategory: 'Policy', region: null });
    expect(omitted.region).toBeNull();
    expect(nulled.region).toBeNull();
  });

  it('refuses visitors with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { title: 'Hello world', content: 'x', postCategory: 'Climate' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
  });

  it('refuses a payload id naming another user with 403', async () => {
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: member.cookie },
      payload: { title: 'Hello world', content: 'x', postCategory: 'Climate', id: other.user._id },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ postCategory: 'Sports' }, 'postCategory: Must be one of'],
    [{ postCategory: undefined }, 'postCategory:'],
    [{ region: 'Mars' }, 'region: Must be one of'],
    [{ title: '  ab  ' }, 'title: Title must be at least 3 characters'],
    [{ title: 'x'.repeat(151) }, 'title: Title must be at most 150 characters'],
    [{ content: '   ' }, 'content: Description is required'],
    [{ content: 'x'.repeat(5001) }, 'content: Description must be at most 5000 characters'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: member.cookie },
      payload: { title: 'A fine title', content: 'Body', postCategory: 'Climate', ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('limits how many posts one member creates per minute (429), not other members', async () => {
    const busy = await signUp(t.app);
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      await publish(t.app, busy.cookie, { postCategory: 'Conflict', title: `Post number ${i}` });
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: busy.cookie },
      payload: { title: 'One too many', content: 'x', postCategory: 'Conflict' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await signUp(t.app);
    await publish(t.app, other.cookie, { postCategory: 'Conflict' });
  });
});

describe('GET /api/posts filters as SPEC §2 (topic; with a region, that region or none)', () => {
  let climateAnywhere: Post;
  let climateAfrica: Post;
  let climateEurope: Post;
  let povertyAfrica: Post;

  beforeAll(async () => {
    const { cookie } = await signUp(t.app);
    climateAnywhere = await publish(t.app, cookie, { postCategory: 'Climate', region: null });
    climateAfrica = await publish(t.app, cookie, { postCategory: 'Climate', region: 'Africa' });
    climateEurope = await publish(t.app, cookie, { postCategory: 'Climate', region: 'Europe' });
    povertyAfrica = await publish(t.app, cookie, { postCategory: 'Poverty', region: 'Africa' });
  });

  it('shows a region-less Climate post under Climate/Asia', async () => {
    const page = await board('category=Climate&region=Asia&limit=50');
    expect(ids(page)).toContain(climateAnywhere._id);
    expect(ids(page)).not.toContain(climateAfrica._id);
    for (const post of page.posts) {
      expect(post.postCategory).toBe('Climate');
      expect([null, 'Asia']).toContain(post.region);
    }
  });

  it('shows a Climate/Africa post under Climate and Climate/Africa', async () => {
    expect(ids(await board('category=Climate&limit=50'))).toEqual(
      expect.arrayContaining([climateAfrica._id, climateAnywhere._id, climateEurope._id]),
    );
    const africa = await board('category=Climate&region=Africa&limit=50');
    expect(ids(africa)).toEqual(expect.arrayContaining([climateAfrica._id, climateAnywhere._id]));
    for (const post of africa.posts) expect([null, 'Africa']).toContain(post.region);
  });

  it('does not show a Climate/Africa post under Climate/Europe nor Poverty', async () => {
    const europe = await board('category=Climate&region=Europe&limit=50');
    expect(ids(europe)).not.toContain(climateAfrica._id);
    expect(ids(europe)).toContain(climateEurope._id);
    const poverty = await board('category=Poverty&limit=50');
    expect(ids(poverty)).not.toContain(climateAfrica._id);
    expect(ids(poverty)).toContain(povertyAfrica._id);
    for (const post of poverty.posts) expect(post.postCategory).toBe('Poverty');
  });

  it('lists newest first', async () => {
    const page = await board('category=Climate&region=Africa&limit=50');
    const times = page.posts.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(ids(page).indexOf(climateAfrica._id)).toBeLessThan(
      ids(page).indexOf(climateAnywhere._id),
    );
  });

  it.each([
    ['', 'category:'],
    ['category=Sports', 'category: Must be one of'],
    ['category=climate', 'category: Must be one of'],
    ['category=Climate&region=Mars', 'region: Must be one of'],
    ['category=Climate&limit=0', 'limit: Must be at least 1'],
    ['category=Climate&limit=51', 'limit: Must be at most 50'],
    ['category=Climate&limit=ten', 'limit:'],
    ['category=Climate&cursor=nope', 'cursor: Invalid cursor'],
    ['category=Climate&cursor=a%2Bb', 'cursor: Invalid cursor'],
  ])('answers 400 naming the field for ?%s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/posts pagination', () => {
  let p: TestApp;
  let author: SignedUp;
  const created: Post[] = [];

  beforeAll(async () => {
    p = await createTestApp();
    author = await signUp(p.app);
    for (let i = 0; i < 23; i++) {
      created.push(
        await publish(p.app, author.cookie, {
          postCategory: 'Inequality',
          region: i % 3 === 0 ? null : i % 3 === 1 ? 'Asia' : 'Europe',
          title: `Inequality post ${i}`,
        }),
      );
    }
  });
  afterAll(() => p.close());

  const get = async (query: string) => {
    const res = await p.app.inject({ method: 'GET', url: `/api/posts?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostsPage>();
  };

  it('defaults to 10 posts and returns a cursor while more exist', async () => {
    const page = await get('category=Inequality');
    expect(page.posts).toHaveLength(10);
    expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('walks every post exactly once, newest first, unshifted by posts arriving meanwhile', async () => {
    const expected = created.map((c) => c._id).reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: PostsPage = await get(
        `category=Inequality&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages++;
      // A new post after page 1 must not push page 2's first post back onto it.
      if (pages === 1)
        created.push(await publish(p.app, author.cookie, { postCategory: 'Inequality' }));
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(expected);
  });

  it('pages a region board (region plus region-less posts) without gaps or repeats', async () => {
    const expected = created
      .filter((c) => c.region === null || c.region === 'Asia')
      .map((c) => c._id)
      .reverse();
    const first = await get('category=Inequality&region=Asia&limit=5');
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await get(`category=Inequality&region=Asia&limit=5&cursor=${cursor}`);
      rest.push(...ids(page));
      cursor = page.nextCursor;
    }
    expect([...ids(first), ...rest]).toEqual(expected);
  });

  it('answers an empty page with a null cursor for a quiet board', async () => {
    expect(await get('category=Policy&region=SouthAmerica')).toEqual({
      posts: [],
      nextCursor: null,
    });
  });
});

describe('posts on a page carry like and comment summaries', () => {
  let author: SignedUp;
  let reader: SignedUp;
  let post: Post;

  beforeAll(async () => {
    author = await signUp(t.app);
    reader = await signUp(t.app, { name: 'Reader One' });
    post = await publish(t.app, author.cookie, { postCategory: 'Policy', region: 'Europe' });
    for (const n of [1, 2, 3, 4, 5]) await comment(t.app, reader.cookie, post._id, `Comment ${n}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/like/${post._id}`,
      headers: { cookie: reader.cookie },
      payload: {},
    });
  });

  const findOnBoard = async (cookie = '') => {
    const page = await board('category=Policy&region=Europe&limit=50', cookie);
    const found = page.posts.find((p) => p._id === post._id);
    if (!found) throw new Error('post not on its board');
    return found;
  };

  it('embeds the first three comments oldest first and counts all of them', async () => {
    const found = await findOnBoard();
    expect(found.commentCount).toBe(5);
    expect(found.comments.map((c) => c.content)).toEqual(['Comment 1', 'Comment 2', 'Comment 3']);
    expect(found.comments[0]?.user).toEqual({
      _id: reader.user._id,
      name: 'Reader One',
      img: { secure_url: DEFAULT_AVATAR_URL },
    });
  });

  it('counts likes and tells the viewer whether they like it (false for visitors)', async () => {
    expect(await findOnBoard(reader.cookie)).toMatchObject({ likeCount: 1, likedByUser: true });
    expect(await findOnBoard(author.cookie)).toMatchObject({ likeCount: 1, likedByUser: false });
    expect(await findOnBoard()).toMatchObject({ likeCount: 1, likedByUser: false });
  });
});

// The repository's queries go through a second Drizzle handle on the same connection whose
// logger counts statements.
function countingDb(database: Database): { db: Db; queries: () => number } {
  let n = 0;
  const logger = { logQuery: () => void n++ };
  // `$client` is the driver handle Drizzle was built on; Db's type leaves it out.
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzlePg({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger });
  return { db: db as unknown as Db, queries: () => n };
}

describe('a board page costs a fixed number of queries (no N+1)', () => {
  it('runs the same single query for 1, 10 and 40 posts with comments and likes', async () => {
    const author = await signUp(t.app);
    const fans = [await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < 25; i++) {
      const post = await publish(t.app, author.cookie, {
        postCategory: 'Conflict',
        region: 'MiddleEast',
        title: `Ceasefire talks ${i}`,
      });
      if (i % 5 === 0) {
        for (const fan of fans) {
          await comment(t.app, fan.cookie, post._id, 'Following this');
          await t.app.inject({
            method: 'POST',
            url: `/api/like/${post._id}`,
            headers: { cookie: fan.cookie },
          });
        }
      }
    }
    const counts: number[] = [];
    for (const limit of [1, 10, 40]) {
      const { db, queries } = countingDb(t.database);
      const page = await postsService({ ...t.app.ctx, db }).listBoard(
        { category: 'Conflict', region: 'MiddleEast', limit },
        { id: author.user._id, role: 'member' },
      );
      expect(page.items.length).toBe(limit);
      counts.push(queries());
    }
    expect(counts).toEqual([1, 1, 1]);
  });
});

describe('GET /api/userposts', () => {
  let author: SignedUp;
  let mine: Post[];

  beforeAll(async () => {
    author = await signUp(t.app);
    const other = await signUp(t.app);
    await publish(t.app, other.cookie);
    mine = [
      await publish(t.app, author.cookie, { postCategory: 'Poverty' }),
      await publish(t.app, author.cookie, { postCategory: 'Climate', region: 'Asia' }),
      await publish(t.app, author.cookie, { postCategory: 'Policy' }),
    ];
  });

  it('lists a member’s posts newest first for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/userposts/${author.user._id}` });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(mine.map((m) => m._id).reverse());
  });

  it('pages with a cursor', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/userposts/${author.user._id}?limit=2`,
    });
    const { posts, nextCursor } = first.json<PostsPage>();
    expect(posts).toHaveLength(2);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/userposts/${author.user._id}?limit=2&cursor=${nextCursor}`,
    });
    expect(second.json()).toEqual({
      posts: [expect.objectContaining({ _id: mine[0]?._id })],
      nextCursor: null,
    });
  });

  it('lists the signed-in member’s own posts without an id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/userposts',
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(mine.map((m) => m._id).reverse());
  });

  it('answers 401 to visitors asking for their own posts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userposts' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/userposts/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/userposts/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id:');
  });
});

describe('DELETE /api/posts/:postId', () => {
  let author: SignedUp;
  let stranger: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    author = await signUp(t.app);
    stranger = await signUp(t.app);
    admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
  });

  const remove = (postId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: cookie ? { cookie } : {},
    });

  const likersOf = async (postId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/like/${postId}` })).statusCode;

  it('lets the author delete their post, with its comments and likes', async () => {
    const post = await publish(t.app, author.cookie);
    await comment(t.app, stranger.cookie, post._id, 'Nice');
    const res = await remove(post._id, author.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Post deleted' });
    expect(await likersOf(post._id)).toBe(404);
    expect((await remove(post._id, author.cookie)).statusCode).toBe(404);
  });

  it('refuses another member with 403 and keeps the post', async () => {
    const post = await publish(t.app, author.cookie);
    const res = await remove(post._id, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(await likersOf(post._id)).toBe(200);
  });

  it('lets an admin delete anyone’s post', async () => {
    const post = await publish(t.app, author.cookie);
    expect((await remove(post._id, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 401 to visitors, 404 for an unknown post, 400 for a malformed id', async () => {
    const post = await publish(t.app, author.cookie);
    expect((await remove(post._id)).statusCode).toBe(401);
    expect((await remove(UNKNOWN_ID, author.cookie)).statusCode).toBe(404);
    const malformed = await remove('not-a-uuid', author.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('postId:');
  });
});
