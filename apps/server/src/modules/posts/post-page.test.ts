import type { Comment, Post, PostResponse } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, markRemoved, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let author: SignedUp;
let reader: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Amara Okafor' });
  reader = await signUp(t.app);
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
});
afterAll(() => t.close());

const getPost = (postId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: cookie ? { cookie } : {} });

const patch = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {}, payload });

describe('GET /api/posts/:postId', () => {
  let post: Post;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie, { title: 'Wells that last', region: 'Africa' });
    for (const n of [1, 2, 3, 4]) await comment(t.app, reader.cookie, post._id, `Reply ${n}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/like/${post._id}`,
      headers: { cookie: reader.cookie },
    });
  });

  it('shows a visitor the post with its first comments, counts and abilities', async () => {
    const res = await getPost(post._id);
    expect(res.statusCode).toBe(200);
    const body = res.json<PostResponse>();
    expect(body.post).toMatchObject({
      _id: post._id,
      title: 'Wells that last',
      region: 'Africa',
      user: { _id: author.user._id, name: 'Amara Okafor' },
      likeCount: 1,
      likedByUser: false,
      commentCount: 4,
      editedAt: null,
      removed: null,
      abilities: { update: false, delete: false, report: true },
    });
    expect(body.post.comments.map((c) => c.content)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
  });

  it('tells a member what they may do and whether they like it', async () => {
    const asReader = (await getPost(post._id, reader.cookie)).json<PostResponse>().post;
    expect(asReader).toMatchObject({
      likedByUser: true,
      abilities: { update: false, delete: false, report: true },
    });
    expect(asReader.comments[0]?.abilities).toEqual({ update: true, delete: true, report: false });
    const asAuthor = (await getPost(post._id, author.cookie)).json<PostResponse>().post;
    expect(asAuthor.abilities).toEqual({ update: true, delete: true, report: false });
  });

  it('answers 404 JSON for an unknown post and 400 naming postId for a malformed one', async () => {
    const unknown = await getPost(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Post not found' });
    const malformed = await getPost('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('postId:');
  });

  it('answers in the language the request asks for, or the member chose (issue 17)', async () => {
    const visitor = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/posts/${UNKNOWN_ID}`,
        headers: { 'accept-language': language },
      });
    expect((await visitor('es-MX,es;q=0.9')).json()).toEqual({
      message: 'No se encontró la publicación',
    });
    expect((await visitor('ar')).json()).toEqual({ message: 'لم يُعثر على المنشور' });

    // A member's saved language wins over what the browser asks for.
    const member = await signUp(t.app);
    await t.app.ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, member.user._id));
    const headers = { 'accept-language': 'sw', cookie: member.cookie };
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${post._id}`,
      headers,
      payload: { commentContent: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'commentContent: Le commentaire ne peut pas être vide',
    });
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/${post._id}`,
      headers,
      payload: { liked: true },
    });
    expect(like.json()).toMatchObject({ message: 'Vous aimez cette publication', liked: true });
  });

  it('answers 404 for a removed post to visitors, members and its author; admins see why', async () => {
    const removed = await publish(t.app, author.cookie, { title: 'Buy cheap pills' });
    await markRemoved(t.app, 'post', removed._id, 'Advertising');
    for (const cookie of [undefined, reader.cookie, author.cookie]) {
      const res = await getPost(removed._id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Post not found' });
    }
    const asAdmin = await getPost(removed._id, admin.cookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<PostResponse>().post.removed).toEqual({
      reason: 'Advertising',
      at: expect.any(String),
    });
  });
});

describe('PATCH /api/posts/:postId', () => {
  let post: Post;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie, { postCategory: 'Poverty', region: 'Asia' });
  });

  it('lets the author change the title and text, trimmed, and marks the post edited', async () => {
    const res = await patch(
      `/api/posts/${post._id}`,
      { title: '  Microloans, revisited  ', content: 'Updated text' },
      author.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; post: Post }>();
    expect(body.message).toBe('Post updated');
    expect(body.post).toMatchObject({
      _id: post._id,
      title: 'Microloans, revisited',
      content: 'Updated text',
      postCategory: 'Poverty',
      region: 'Asia',
      createdAt: post.createdAt,
      abilities: { update: true, delete: true, report: false },
    });
    expect(body.post.editedAt).toEqual(expect.any(String));
    const reread = (await getPost(post._id)).json<PostResponse>().post;
    expect(reread).toMatchObject({ title: 'Microloans, revisited', editedAt: body.post.editedAt });
  });

  it('answers 401 to visitors whatever the body', async () => {
    for (const payload of [{}, { title: 'A fine title', content: 'Text' }]) {
      const res = await patch(`/api/posts/${post._id}`, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it.each([
    [{ title: 'ab', content: 'Text' }, 'title: Title must be at least 3 characters'],
    [{ title: 'x'.repeat(151), content: 'Text' }, 'title: Title must be at most 150 characters'],
    [{ title: 'A fine title', content: '  ' }, 'content: Description is required'],
    [{ title: 'A fine title' }, 'content:'],
    [{ content: 'Text' }, 'title:'],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    const res = await patch(`/api/posts/${post._id}`, payload, author.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses another member, and an admin who did not write it, with 403', async () => {
    for (const cookie of [reader.cookie, admin.cookie]) {
      const res = await patch(
        `/api/posts/${post._id}`,
        { title: 'Not mine', content: 'Hijack' },
        cookie,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only edit your own posts' });
    }
  });

  it('answers 404 for an unknown post and for its author’s removed post', async () => {
    const body = { title: 'A fine title', content: 'Text' };
    expect((await patch(`/api/posts/${UNKNOWN_ID}`, body, author.cookie)).statusCode).toBe(404);
    const removed = await publish(t.app, author.cookie);
    await markRemoved(t.app, 'post', removed._id);
    const res = await patch(`/api/posts/${removed._id}`, body, author.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Post not found' });
  });
});

describe('PATCH /api/comments/:commentId', () => {
  let post: Post;
  let mine: Comment;
  beforeAll(async () => {
    post = await publish(t.app, author.cookie);
    mine = (await comment(t.app, reader.cookie, post._id, 'First thought')).comment;
  });

  it('lets the author change the text, trimmed, and marks the comment edited', async () => {
    const res = await patch(
      `/api/comments/${mine._id}`,
      { commentContent: '  Second thought  ' },
      reader.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; comment: Comment }>();
    expect(body).toEqual({
      message: 'Comment updated',
      comment: {
        ...mine,
        content: 'Second thought',
        editedAt: expect.any(String),
      },
    });
    const listed = await t.app.inject({ method: 'GET', url: `/api/comments/${post._id}` });
    expect(listed.json().comments[0]).toMatchObject({
      content: 'Second thought',
      editedAt: body.comment.editedAt,
    });
  });

  it('answers 401 to visitors whatever the body', async () => {
    for (const payload of [{}, { commentContent: 'Hi' }]) {
      expect((await patch(`/api/comments/${mine._id}`, payload)).statusCode).toBe(401);
    }
  });

  it('answers 400 naming commentContent or commentId', async () => {
    const blank = await patch(`/api/comments/${mine._id}`, { commentContent: ' ' }, reader.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'commentContent: Comment cannot be empty' });
    const long = await patch(
      `/api/comments/${mine._id}`,
      { commentContent: 'x'.repeat(1001) },
      reader.cookie,
    );
    expect(long.json().message).toContain('commentContent: Comment must be at most 1000');
    const malformed = await patch('/api/comments/nope', { commentContent: 'Hi' }, reader.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('commentId:');
  });

  it('refuses others with 403, even the post’s author', async () => {
    const res = await patch(`/api/comments/${mine._id}`, { commentContent: 'X' }, author.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only edit your own comments' });
  });

  it('answers 404 for an unknown comment and for its author’s removed comment', async () => {
    const unknown = await patch(
      `/api/comments/${UNKNOWN_ID}`,
      { commentContent: 'X' },
      reader.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Comment not found' });
    const gone = (await comment(t.app, reader.cookie, post._id, 'Off topic')).comment;
    await markRemoved(t.app, 'comment', gone._id);
    const res = await patch(`/api/comments/${gone._id}`, { commentContent: 'X' }, reader.cookie);
    expect(res.statusCode).toBe(404);
  });
});
