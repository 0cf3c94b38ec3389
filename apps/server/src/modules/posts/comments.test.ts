import {
  type CommentsPage,
  CreateCommentResponse,
  DEFAULT_AVATAR_URL,
  type Post,
  type PostResponse,
} from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, markBlocked, markRemoved, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let author: SignedUp;
let reader: SignedUp;
let post: Post;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
  reader = await signUp(t.app, { name: 'Lina Haddad' });
  post = await publish(t.app, author.cookie, { postCategory: 'Poverty', region: 'MiddleEast' });
});
afterAll(() => t.close());

const postComment = (postId: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${postId}`,
    headers: cookie ? { cookie } : {},
    payload,
  });

describe('POST /api/comments/:postId', () => {
  it('adds the signed-in member’s comment, trimmed, and returns it', async () => {
    const res = await postComment(
      post._id,
      { commentContent: '  Microloans worked in my town.  ', id: reader.user._id },
      reader.cookie,
    );
    expect(res.statusCode).toBe(200);
    // Sent without the response schema (presentedJson): the contract's schema must still hold.
    expect(CreateCommentResponse.safeParse(res.json()).success).toBe(true);
    expect(res.json()).toEqual({
      message: 'Comment added successfully',
      comment: {
        _id: expect.any(String),
        content: 'Microloans worked in my town.',
        createdAt: expect.any(String),
        editedAt: null,
        language: 'en',
        user: {
          _id: reader.user._id,
          name: 'Lina Haddad',
          img: { secure_url: DEFAULT_AVATAR_URL },
        },
        abilities: { update: true, delete: true, report: false },
        removed: null,
      },
    });
  });

  it('answers 400 naming commentContent when it is empty after trimming or too long', async () => {
    const blank = await postComment(post._id, { commentContent: '   \n ' }, reader.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'commentContent: Comment cannot be empty' });
    const missing = await postComment(post._id, {}, reader.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('commentContent:');
    const long = await postComment(post._id, { commentContent: 'x'.repeat(1001) }, reader.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'commentContent: Comment must be at most 1000 characters',
    });
    const max = await postComment(post._id, { commentContent: 'x'.repeat(1000) }, reader.cookie);
    expect(max.statusCode).toBe(200);
  });

  it('answers 401 to visitors', async () => {
    const res = await postComment(post._id, { commentContent: 'Hi' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when the payload id names another user', async () => {
    const res = await postComment(
      post._id,
      { commentContent: 'Hi', id: author.user._id },
      reader.cookie,
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown post and 400 for a malformed post id', async () => {
    const unknown = await postComment(UNKNOWN_ID, { commentContent: 'Hi' }, reader.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Post not found' });
    const malformed = await postComment('123', { commentContent: 'Hi' }, reader.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('postId:');
  });
});

describe('a comment and what it changes', () => {
  const commentCountOf = async (postId: string, cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: { cookie } })
    ).json<PostResponse>().post.commentCount;
  const unreadOf = async (member: SignedUp) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/unread',
        headers: { cookie: member.cookie },
      })
    ).json().unreadCount;

  it('counts an added comment on its post and tells the post’s author', async () => {
    const target = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    const unread = await unreadOf(author);
    const res = await postComment(target._id, { commentContent: 'Counted once' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(await commentCountOf(target._id, author.cookie)).toBe(1);
    expect(await unreadOf(author)).toBe(unread + 1);
  });

  it('writes nothing when refused: a block (403) or a removed post (404)', async () => {
    const member = await signUp(t.app);
    const blockersPost = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await markBlocked(t.app, author.user._id, member.user._id);
    const removedPost = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await markRemoved(t.app, 'post', removedPost._id);
    const unread = await unreadOf(author);

    const blocked = await postComment(blockersPost._id, { commentContent: 'No' }, member.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'You cannot comment on this post' });
    const removed = await postComment(removedPost._id, { commentContent: 'No' }, reader.cookie);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ message: 'Post not found' });

    expect(await commentCountOf(blockersPost._id, author.cookie)).toBe(0);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    expect(await commentCountOf(removedPost._id, admin.cookie)).toBe(0);
    expect(await unreadOf(author)).toBe(unread);
  });

  it('lets an admin comment on a post a moderator removed, which admins still see', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const removedPost = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await markRemoved(t.app, 'post', removedPost._id);
    const res = await postComment(removedPost._id, { commentContent: 'Noted' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(await commentCountOf(removedPost._id, admin.cookie)).toBe(1);
  });
});

describe('GET /api/comments/:postId', () => {
  let thread: Post;
  beforeAll(async () => {
    thread = await publish(t.app, author.cookie, { postCategory: 'Policy' });
    for (let i = 1; i <= 7; i++) await comment(t.app, reader.cookie, thread._id, `Reply ${i}`);
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/comments/${thread._id}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommentsPage>();
  };

  it('lists comments oldest first, page by page, for visitors too', async () => {
    const first = await list('?limit=3');
    expect(first.comments.map((c) => c.content)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.comments.map((c) => c.content)).toEqual(['Reply 4', 'Reply 5', 'Reply 6']);
    const third = await list(`?limit=3&cursor=${second.nextCursor}`);
    expect(third).toEqual({
      comments: [expect.objectContaining({ content: 'Reply 7' })],
      nextCursor: null,
    });
  });

  it('continues after the three comments a board page embeds', async () => {
    const board = await t.app.inject({ method: 'GET', url: '/api/posts?category=Policy' });
    const embedded = board.json().posts.find((p: Post) => p._id === thread._id) as Post;
    expect(embedded.comments.map((c) => c.content)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
    expect(embedded.commentCount).toBe(7);
    const page = await list('?limit=3');
    const rest = await list(`?cursor=${page.nextCursor}`);
    expect(rest.comments.map((c) => c.content)).toEqual([
      'Reply 4',
      'Reply 5',
      'Reply 6',
      'Reply 7',
    ]);
  });

  it('answers 404 for an unknown post, 400 for a malformed id or cursor', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/comments/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/comments/xyz' });
    expect(malformed.statusCode).toBe(400);
    const badCursor = await t.app.inject({
      method: 'GET',
      url: `/api/comments/${thread._id}?cursor=AAAA`,
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({ message: 'cursor: Invalid cursor' });
  });
});

describe('DELETE /api/comments/:commentId', () => {
  let admin: SignedUp;
  beforeAll(async () => {
    admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
  });

  const remove = (commentId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: cookie ? { cookie } : {},
    });
  const newComment = async () =>
    (await comment(t.app, reader.cookie, post._id, 'To be removed')).comment._id as string;

  const commentCount = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts?category=Poverty&limit=50' });
    return res.json().posts.find((p: Post) => p._id === post._id)?.commentCount;
  };

  it('lets the comment’s author delete it, and the post’s count follows', async () => {
    const id = await newComment();
    const before = await commentCount();
    const res = await remove(id, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Comment deleted' });
    expect(await commentCount()).toBe(before - 1);
    expect((await remove(id, reader.cookie)).statusCode).toBe(404);
  });

  it('refuses other members with 403, even the post’s author', async () => {
    const id = await newComment();
    expect((await remove(id, author.cookie)).statusCode).toBe(403);
  });

  it('lets an admin delete any comment', async () => {
    expect((await remove(await newComment(), admin.cookie)).statusCode).toBe(200);
  });

  it('answers 401 to visitors and 400 for a malformed id', async () => {
    expect((await remove(await newComment())).statusCode).toBe(401);
    const malformed = await remove('nope', reader.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('commentId:');
  });
});
