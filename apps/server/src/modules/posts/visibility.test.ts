import type { CommentsPage, Post, PostsPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, markBlocked, markRemoved, markSuspended, publish } from '../../test/posts';

// Removed, suspended and blocked states are written straight to the rows (see test/posts.ts):
// these tests are about what the boards show, whatever endpoint set the state.

let t: TestApp;
let author: SignedUp;
let reader: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [author, reader, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await makeAdmin(t.app, admin.user._id);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The ids a board, a member's list, a single post and the post's comments show a viewer. */
async function seenBy(cookie: string | undefined, post: Post) {
  const board = await get(`/api/posts?category=${post.postCategory}&limit=50`, cookie);
  const byAuthor = await get(`/api/userposts/${post.user._id}?limit=50`, cookie);
  const single = await get(`/api/posts/${post._id}`, cookie);
  const comments = await get(`/api/comments/${post._id}`, cookie);
  const likes = await get(`/api/like/${post._id}`, cookie);
  const ids = (page: PostsPage) => page.posts.map((p) => p._id);
  return {
    onBoard: ids(board.json()).includes(post._id),
    inAuthorList: ids(byAuthor.json()).includes(post._id),
    single: single.statusCode,
    comments: comments.statusCode,
    likes: likes.statusCode,
  };
}

const hidden = { onBoard: false, inAuthorList: false, single: 404, comments: 404, likes: 404 };
const shown = { onBoard: true, inAuthorList: true, single: 200, comments: 200, likes: 200 };

describe('a post a moderator removed', () => {
  let post: Post;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie, { postCategory: 'Policy' });
    await markRemoved(t.app, 'post', post._id, 'Hate speech');
  });

  it('is gone for visitors, members and its author', async () => {
    for (const cookie of [undefined, reader.cookie, author.cookie]) {
      expect(await seenBy(cookie, post)).toEqual(hidden);
    }
  });

  it('is shown to admins with the reason', async () => {
    expect(await seenBy(admin.cookie, post)).toEqual(shown);
    const board = await get('/api/posts?category=Policy&limit=50', admin.cookie);
    const found = board.json<PostsPage>().posts.find((p) => p._id === post._id);
    expect(found?.removed).toEqual({ reason: 'Hate speech', at: expect.any(String) });
  });

  it('cannot be liked, commented on or deleted by members (404)', async () => {
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/${post._id}`,
      headers: { cookie: reader.cookie },
    });
    expect(like.statusCode).toBe(404);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${post._id}`,
      headers: { cookie: reader.cookie },
      payload: { commentContent: 'Hello' },
    });
    expect(reply.statusCode).toBe(404);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: { cookie: author.cookie },
    });
    expect(deletion.statusCode).toBe(404);
  });

  it('keeps the board page full: the limit counts visible posts only', async () => {
    const writer = await signUp(t.app);
    const kept = await publish(t.app, writer.cookie, { postCategory: 'Poverty', region: 'Asia' });
    for (let i = 0; i < 3; i++) {
      const gone = await publish(t.app, writer.cookie, { postCategory: 'Poverty', region: null });
      await markRemoved(t.app, 'post', gone._id);
    }
    const page = (await get('/api/posts?category=Poverty&region=Asia&limit=1')).json<PostsPage>();
    expect(page.posts.map((p) => p._id)).toEqual([kept._id]);
  });
});

describe('a comment a moderator removed', () => {
  let post: Post;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie, { postCategory: 'Conflict' });
    await comment(t.app, reader.cookie, post._id, 'Kind words');
    const spam = (await comment(t.app, reader.cookie, post._id, 'Buy now')).comment;
    await comment(t.app, reader.cookie, post._id, 'More kind words');
    await markRemoved(t.app, 'comment', spam._id, 'Spam');
  });

  const contents = async (cookie?: string) => {
    const list = (await get(`/api/comments/${post._id}`, cookie)).json<CommentsPage>();
    const single = (await get(`/api/posts/${post._id}`, cookie)).json<{ post: Post }>();
    return {
      list: list.comments.map((c) => c.content),
      embedded: single.post.comments.map((c) => c.content),
    };
  };

  it('is left out of the list and of the embedded comments, which stay three', async () => {
    await comment(t.app, author.cookie, post._id, 'Thanks all');
    const expected = ['Kind words', 'More kind words', 'Thanks all'];
    expect(await contents(reader.cookie)).toEqual({ list: expected, embedded: expected });
  });

  it('is shown to admins with the reason', async () => {
    const list = (await get(`/api/comments/${post._id}`, admin.cookie)).json<CommentsPage>();
    const spam = list.comments.find((c) => c.content === 'Buy now');
    expect(spam?.removed).toEqual({ reason: 'Spam', at: expect.any(String) });
  });
});

describe('content of a suspended member', () => {
  let suspended: SignedUp;
  let post: Post;
  let onOthersPost: Post;
  beforeAll(async () => {
    suspended = await signUp(t.app);
    post = await publish(t.app, suspended.cookie, { postCategory: 'Inequality' });
    onOthersPost = await publish(t.app, author.cookie, { postCategory: 'Inequality' });
    await comment(t.app, suspended.cookie, onOthersPost._id, 'From the suspended member');
  });

  it('is hidden while the suspension lasts, from everyone but admins', async () => {
    await markSuspended(t.app, suspended.user._id, new Date(Date.now() + 86_400_000));
    expect(await seenBy(reader.cookie, post)).toEqual(hidden);
    expect(await seenBy(undefined, post)).toEqual(hidden);
    expect(await seenBy(admin.cookie, post)).toEqual(shown);
    const list = (await get(`/api/comments/${onOthersPost._id}`)).json<CommentsPage>();
    expect(list.comments).toEqual([]);
  });

  it('is shown again once the suspension has ended', async () => {
    await markSuspended(t.app, suspended.user._id, new Date(Date.now() - 1000));
    expect(await seenBy(reader.cookie, post)).toEqual(shown);
  });
});

describe('a block between two members', () => {
  let blocker: SignedUp;
  let blocked: SignedUp;
  let blockersPost: Post;
  let blockedsPost: Post;
  let thirdsPost: Post;
  beforeAll(async () => {
    [blocker, blocked] = [await signUp(t.app), await signUp(t.app)];
    blockersPost = await publish(t.app, blocker.cookie, { postCategory: 'Climate' });
    blockedsPost = await publish(t.app, blocked.cookie, { postCategory: 'Climate' });
    thirdsPost = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await comment(t.app, blocked.cookie, thirdsPost._id, 'From the blocked member');
    await comment(t.app, blocker.cookie, thirdsPost._id, 'From the blocker');
    await markBlocked(t.app, blocker.user._id, blocked.user._id);
  });

  it('hides each one’s posts from the other, admins included, and from nobody else', async () => {
    expect(await seenBy(blocked.cookie, blockersPost)).toEqual(hidden);
    expect(await seenBy(blocker.cookie, blockedsPost)).toEqual(hidden);
    expect(await seenBy(reader.cookie, blockersPost)).toEqual(shown);
    expect(await seenBy(undefined, blockedsPost)).toEqual(shown);
  });

  it('hides each one’s comments on a third member’s post from the other', async () => {
    const asBlocker = (await get(`/api/comments/${thirdsPost._id}`, blocker.cookie)).json();
    expect(asBlocker.comments.map((c: { content: string }) => c.content)).toEqual([
      'From the blocker',
    ]);
    const asBlocked = (await get(`/api/posts/${thirdsPost._id}`, blocked.cookie)).json();
    expect(asBlocked.post.comments.map((c: { content: string }) => c.content)).toEqual([
      'From the blocked member',
    ]);
    const asReader = (await get(`/api/comments/${thirdsPost._id}`, reader.cookie)).json();
    expect(asReader.comments).toHaveLength(2);
  });

  it('refuses a comment either way with 403 saying why (the block is checked before visibility)', async () => {
    for (const [who, post] of [
      [blocked, blockersPost],
      [blocker, blockedsPost],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/comments/${post._id}`,
        headers: { cookie: who.cookie },
        payload: { commentContent: 'Let me in' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You cannot comment on this post' });
    }
  });

  it('answers 404 to a like either way, as to any post the member cannot see', async () => {
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/${blockersPost._id}`,
      headers: { cookie: blocked.cookie },
    });
    expect(like.statusCode).toBe(404);
  });
});
