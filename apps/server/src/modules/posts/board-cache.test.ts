import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Post, PostsPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../events/event-bus';
import { singleNodeBus } from '../../lib/cluster-bus';
import { twoNodes } from '../../test/cluster';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, markBlocked, publish } from '../../test/posts';
import { boardCache } from './board-cache';

describe('boardCache', () => {
  const page = (postIds: string[], firstPage = true) => ({
    page: postIds,
    body: JSON.stringify({ postIds }),
    postIds,
    firstPage,
  });

  it('serves a page for its time to live only', () => {
    let now = 0;
    const cache = boardCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/a', page(['p1']), cache.generation());
    now = 999;
    expect(cache.get('/a')?.body).toBe(page(['p1']).body);
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most maxEntries pages, dropping the oldest', () => {
    const cache = boardCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, page([key]), cache.generation());
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('does not store a page read before an invalidation', () => {
    const cache = boardCache({ ttlMs: 1000, maxEntries: 10 });
    const readAt = cache.generation();
    cache.invalidatePost('p1');
    const sent = cache.set('/a', page(['p1']), readAt);
    expect(sent.etag).toMatch(/^W\/".+"$/);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the pages showing a changed post, first pages on a new post, all on a profile change', () => {
    const events = new EventBus((err) => {
      throw err;
    });
    const cache = boardCache({ ttlMs: 1000, maxEntries: 10 });
    cache.follow(events, singleNodeBus);
    const fill = () => {
      cache.set('/first', page(['p1', 'p2']), cache.generation());
      cache.set('/deep', page(['p3'], false), cache.generation());
    };
    const cached = () => [Boolean(cache.get('/first')), Boolean(cache.get('/deep'))];

    fill();
    events.publish([
      {
        name: 'post.like-changed',
        payload: { postId: 'p3', userId: 'u', liked: true, likeCount: 1 },
      },
    ]);
    expect(cached()).toEqual([true, false]);
    fill();
    events.publish([{ name: 'post.created', payload: { postId: 'p9', authorId: 'u' } }]);
    expect(cached()).toEqual([false, true]);
    fill();
    events.publish([{ name: 'user.updated', payload: { userId: 'u', fields: ['name'] } }]);
    expect(cached()).toEqual([false, false]);
  });

  it('tells the other nodes what it dropped, and drops what they tell it', () => {
    // Two nodes' caches, each told what the other drops (as Redis tells them).
    const nodes = twoNodes().map(({ events, bus }) => {
      const cache = boardCache({ ttlMs: 1000, maxEntries: 10 });
      cache.follow(events, bus);
      return { events, cache };
    });
    const [here, there] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const fill = () => {
      for (const { cache } of nodes) {
        cache.set('/first', page(['p1']), cache.generation());
        cache.set('/deep', page(['p3'], false), cache.generation());
      }
    };
    const cachedThere = () => [
      Boolean(there.cache.get('/first')),
      Boolean(there.cache.get('/deep')),
    ];

    fill();
    here.events.publish([
      {
        name: 'comment.created',
        payload: { commentId: 'c', postId: 'p3', authorId: 'u', postAuthorId: 'v' },
      },
    ]);
    expect(cachedThere()).toEqual([true, false]);
    fill();
    here.events.publish([{ name: 'post.created', payload: { postId: 'p9', authorId: 'u' } }]);
    expect(cachedThere()).toEqual([false, true]);
    fill();
    here.events.publish([
      {
        name: 'user.suspended',
        payload: { userId: 'u', actorId: 'a', until: null, reason: 'r', reports: [] },
      },
    ]);
    expect(cachedThere()).toEqual([false, false]);
    expect(here.cache.size()).toBe(0);
  });
});

describe('GET /api/posts through the visitors’ page cache', () => {
  let t: TestApp;
  let author: SignedUp;
  let reader: SignedUp;
  let admin: SignedUp;
  let post: Post;
  // Each test reads its own board, so no test sees a page another one cached.
  const board = (category: string, cookie?: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/posts?category=${category}`,
      headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const ids = (res: { json: () => unknown }) => (res.json() as PostsPage).posts.map((p) => p._id);

  beforeAll(async () => {
    t = await createTestApp();
    [author, reader, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await makeAdmin(t.app, admin.user._id);
    post = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await comment(t.app, reader.cookie, post._id, 'A first thought on this');
  });
  afterAll(() => t.close());

  it('answers visitors with a shareable page, its ETag, and 304 when they hold it', async () => {
    const first = await board('Climate');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const cached = await board('Climate');
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(etag);
    const notModified = await board('Climate', undefined, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await board('Climate', undefined, 'W/"other"')).statusCode).toBe(200);
  });

  it('sends the cached page compressed when the client accepts it', async () => {
    const plain = await board('Climate');
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      ['br;q=0, *', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/posts?category=Climate',
        headers: { 'accept-encoding': header },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends exactly what the contract schema describes', async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const body = (await board('Climate', cookie)).json();
      expect(PostsPage.parse(body)).toEqual(body);
      expect(body.posts[0].comments).toHaveLength(1);
    }
  });

  it('makes a member’s page from it with their own likes, never kept by shared caches', async () => {
    const post = await publish(t.app, author.cookie, { postCategory: 'Poverty' });
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/${post._id}`,
      headers: { cookie: reader.cookie },
    });
    expect(like.statusCode).toBe(200);
    await board('Poverty');
    const res = await board('Poverty', reader.cookie);
    const visitors = (await board('Poverty')).json<PostsPage>();
    const theirs = res.json<PostsPage>();
    expect(theirs.posts.find((p) => p._id === post._id)).toMatchObject({
      likedByUser: true,
      likeCount: 1,
    });
    expect(visitors.posts.find((p) => p._id === post._id)?.likedByUser).toBe(false);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.etag).toBeUndefined();
  });

  it('sends a member who liked and wrote nothing on the page the visitors’ very bytes, privately', async () => {
    const post = await publish(t.app, author.cookie, { postCategory: 'Policy' });
    await comment(t.app, reader.cookie, post._id, 'Worth a read');
    const stranger = await signUp(t.app);
    const visitors = await board('Policy');
    const theirs = await board('Policy', stranger.cookie);
    expect(theirs.body).toBe(visitors.body);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
    expect(theirs.headers.vary).toMatch(/cookie/i);
    expect(theirs.headers.etag).toBe(visitors.headers.etag);
    // It is what presenting each post for them gives.
    for (const shown of theirs.json<PostsPage>().posts) {
      const single = await t.app.inject({
        method: 'GET',
        url: `/api/posts/${shown._id}`,
        headers: { cookie: stranger.cookie },
      });
      expect(single.json().post).toEqual(shown);
    }
    // Who wrote on the page may do more with it: their page is presented for them.
    for (const writer of [author, reader]) {
      const res = await board('Policy', writer.cookie);
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).not.toBe(visitors.body);
    }
  });

  it('reads a member’s page for them when the cached one shows someone blocked with them', async () => {
    const post = await publish(t.app, author.cookie, { postCategory: 'Inequality' });
    await board('Inequality');
    // Straight to the table, so only the member's own check of the cached page can notice.
    const blocked = await signUp(t.app);
    await markBlocked(t.app, author.user._id, blocked.user._id);
    expect(ids(await board('Inequality', blocked.cookie))).not.toContain(post._id);
    expect(ids(await board('Inequality'))).toContain(post._id);
  });

  it('hides a page’s author from a member who blocked them, and nobody else’s page from a member with other blocks', async () => {
    const post = await publish(t.app, author.cookie, { postCategory: 'Inequality' });
    const visitors = await board('Inequality');
    const blocker = await signUp(t.app);
    await markBlocked(t.app, blocker.user._id, author.user._id);
    expect(ids(await board('Inequality', blocker.cookie))).not.toContain(post._id);
    // A block with someone who wrote nothing on the page changes nothing on it.
    const withOtherBlocks = await signUp(t.app);
    const stranger = await signUp(t.app);
    await markBlocked(t.app, withOtherBlocks.user._id, stranger.user._id);
    await markBlocked(t.app, stranger.user._id, withOtherBlocks.user._id);
    expect((await board('Inequality', withOtherBlocks.cookie)).body).toBe(visitors.body);
  });

  it('shows visitors a new post, comment or like at once', async () => {
    await board('Conflict');
    const fresh = await publish(t.app, author.cookie, { postCategory: 'Conflict' });
    expect(ids(await board('Conflict'))).toContain(fresh._id);

    await comment(t.app, reader.cookie, fresh._id, 'Count me in on this one');
    const afterComment = (await board('Conflict')).json<PostsPage>().posts[0];
    expect(afterComment).toMatchObject({ _id: fresh._id, commentCount: 1 });

    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/${fresh._id}`,
      headers: { cookie: reader.cookie },
      payload: { liked: true },
    });
    expect(like.statusCode).toBe(200);
    expect((await board('Conflict')).json<PostsPage>().posts[0]).toMatchObject({ likeCount: 1 });
  });

  it('shows visitors an edit, a deletion and a moderator’s removal at once', async () => {
    const [edited, deleted, removed] = [
      await publish(t.app, author.cookie, { postCategory: 'Policy' }),
      await publish(t.app, author.cookie, { postCategory: 'Policy' }),
      await publish(t.app, author.cookie, { postCategory: 'Policy' }),
    ];
    await board('Policy');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${edited._id}`,
      headers: { cookie: author.cookie },
      payload: { title: 'A better title for it', content: 'Now with more detail in it' },
    });
    expect(patch.statusCode).toBe(200);
    const page = (await board('Policy')).json<PostsPage>();
    expect(page.posts.find((p) => p._id === edited._id)?.title).toBe('A better title for it');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${deleted._id}`,
      headers: { cookie: author.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(ids(await board('Policy'))).not.toContain(deleted._id);

    const removal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${removed._id}/remove`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Off topic for this board' },
    });
    expect(removal.statusCode).toBe(200);
    expect(ids(await board('Policy'))).not.toContain(removed._id);
  });
});
