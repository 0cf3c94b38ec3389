import type { DomainEvent, Post, PostsPage } from '@one-world/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish } from '../../test/posts';

let t: TestApp;
let author: SignedUp;
let other: SignedUp;
let admin: SignedUp;
let post: Post;
let heard: DomainEvent[];

beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
  other = await signUp(t.app);
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  post = await publish(t.app, author.cookie, { postCategory: 'Inequality' });
  await comment(t.app, author.cookie, post._id, 'The author’s own comment');
  // Only the boards' own events: other modules (notifications) record theirs on the same actions.
  t.app.ctx.events.subscribeAll((event) => {
    if (/^(post|comment)\./.test(event.name)) heard.push(event);
  });
});
afterAll(() => t.close());
beforeEach(() => {
  heard = [];
});

const board = async (cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/posts?category=Inequality',
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  const found = res.json<PostsPage>().posts.find((p) => p._id === post._id);
  if (!found) throw new Error('the post is not on its board');
  return found;
};

describe('abilities on posts and comments', () => {
  it.each([
    ['a visitor', () => undefined, { update: false, delete: false, report: true }],
    ['the author', () => author.cookie, { update: true, delete: true, report: false }],
    ['another member', () => other.cookie, { update: false, delete: false, report: true }],
    ['an admin', () => admin.cookie, { update: false, delete: true, report: true }],
  ])('tell %s what they may do', async (_who, cookie, abilities) => {
    const seen = await board(cookie());
    expect(seen.abilities).toEqual(abilities);
    expect(seen.comments[0]?.abilities).toEqual(abilities);
  });

  it('are in the comments list too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/comments/${post._id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.json().comments[0].abilities).toEqual({
      update: false,
      delete: false,
      report: true,
    });
  });
});

describe('domain events of the boards', () => {
  it('announce a new post once, and nothing for a refused one', async () => {
    const created = await publish(t.app, other.cookie);
    expect(heard).toEqual([
      { name: 'post.created', payload: { postId: created._id, authorId: other.user._id } },
    ]);
    heard = [];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: other.cookie },
      payload: { title: 'x', content: '', postCategory: 'Climate' },
    });
    expect(refused.statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('announce a like only when it changes, and a deletion by whom', async () => {
    const target = await publish(t.app, author.cookie);
    heard = [];
    const like = (liked: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/like/${target._id}`,
        headers: { cookie: other.cookie },
        payload: { liked },
      });
    await like(true);
    await like(true);
    expect(heard).toEqual([
      {
        name: 'post.like-changed',
        payload: { postId: target._id, userId: other.user._id, liked: true, likeCount: 1 },
      },
    ]);
    heard = [];
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${target._id}`,
      headers: { cookie: other.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(heard).toEqual([]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${target._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(heard).toEqual([
      {
        name: 'post.deleted',
        payload: { postId: target._id, authorId: author.user._id, actorId: admin.user._id },
      },
    ]);
  });

  it('announce an edit of a post and of a comment, and nothing for a refused one', async () => {
    const target = await publish(t.app, author.cookie);
    const { comment: reply } = await comment(t.app, other.cookie, target._id, 'First');
    heard = [];
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${target._id}`,
      headers: { cookie: other.cookie },
      payload: { title: 'Not mine', content: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(heard).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${target._id}`,
      headers: { cookie: author.cookie },
      payload: { title: 'Edited title', content: 'Edited' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${reply._id}`,
      headers: { cookie: other.cookie },
      payload: { commentContent: 'Second' },
    });
    expect(heard).toEqual([
      { name: 'post.updated', payload: { postId: target._id, authorId: author.user._id } },
      {
        name: 'comment.updated',
        payload: { commentId: reply._id, postId: target._id, authorId: other.user._id },
      },
    ]);
  });
});

describe('signed-out calls to member routes', () => {
  it.each([
    ['POST', '/api/posts', { title: 1 }],
    ['POST', '/api/comments/not-a-uuid', {}],
    ['DELETE', '/api/comments/not-a-uuid', undefined],
    ['DELETE', '/api/posts/not-a-uuid', undefined],
    ['POST', '/api/like/not-a-uuid', { liked: 'maybe' }],
    ['PATCH', '/api/posts/not-a-uuid', { title: 1 }],
    ['PATCH', '/api/comments/not-a-uuid', {}],
    ['GET', '/api/userposts?limit=0', undefined],
  ] as const)('%s %s answers 401 whatever it sends', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
  });
});
