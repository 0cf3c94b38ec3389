import { randomUUID } from 'node:crypto';
import type { Post } from '@one-world/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { Actor } from '../../lib/policy';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, markBlocked, markRemoved, publish, UNKNOWN_ID } from '../../test/posts';
import { type NewComment, postsRepository } from './posts.repository';

let t: TestApp;
let author: SignedUp;
let readers: SignedUp[];

beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
  readers = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
});
afterAll(() => t.close());

const actorOf = (member: SignedUp, role: Actor['role'] = 'member'): Actor => ({
  id: member.user._id,
  role,
});
const draft = (postId: string, actor: Actor, content: string): NewComment => ({
  id: randomUUID(),
  notificationId: randomUUID(),
  postId,
  actor,
  content,
  language: null,
});
const countOf = async (post: Post) =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })).json<{ post: Post }>().post
    .commentCount;

describe('comments written together (one statement for a batch)', () => {
  it('gives each comment its own outcome, counts and notifies per post, in the items’ order', async () => {
    const [ana, ben, cleo] = readers as [SignedUp, SignedUp, SignedUp];
    const open = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    const other = await publish(t.app, author.cookie, { postCategory: 'Poverty' });
    const removed = await publish(t.app, author.cookie, { postCategory: 'Climate' });
    await markRemoved(t.app, 'post', removed._id);
    await markBlocked(t.app, author.user._id, cleo.user._id);

    const items = [
      draft(open._id, actorOf(ana), 'First'),
      draft(open._id, actorOf(author), 'The author answers'),
      draft(removed._id, actorOf(ben), 'Hidden from members'),
      draft(UNKNOWN_ID, actorOf(ben), 'Nowhere'),
      draft(open._id, actorOf(cleo), 'Blocked'),
      draft(removed._id, actorOf(ben, 'admin'), 'Admins still see it'),
      draft(other._id, actorOf(ben), 'Elsewhere'),
      draft(open._id, actorOf(ben), 'Last'),
    ];
    const written = await postsRepository(t.app.ctx.db).insertComments(items, new Date());

    expect(written.map((w) => w?.comment?.content ?? null)).toEqual([
      'First',
      'The author answers',
      null,
      null,
      null,
      'Admins still see it',
      'Elsewhere',
      'Last',
    ]);
    // What the policy decides on: the post's author, and whether a block stands between.
    expect(written[3]).toBeNull();
    expect(written[4]?.post).toMatchObject({ userId: author.user._id, blockedWithViewer: true });
    expect(written[2]?.post).toMatchObject({ visible: false, blockedWithViewer: false });
    expect(written[0]?.comment).toMatchObject({ id: items[0]?.id, userId: ana.user._id });

    // Nobody is notified of their own comment; each other comment notifies the post's author.
    expect(written.map((w) => w?.notification?.recipientId ?? null)).toEqual([
      author.user._id,
      null,
      null,
      null,
      null,
      author.user._id,
      author.user._id,
      author.user._id,
    ]);
    expect(written[0]?.notification?.id).toBe(items[0]?.notificationId);
    const rows = await t.app.ctx.db
      .select({ commentId: notifications.commentId })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, author.user._id), eq(notifications.kind, 'comment')),
      );
    expect(rows.map((r) => r.commentId).sort()).toEqual(
      [items[0], items[5], items[6], items[7]].map((item) => item?.id).sort(),
    );

    expect(await countOf(open)).toBe(3);
    expect(await countOf(other)).toBe(1);
    // Comments on one post keep the items' order.
    const listed = await t.app.inject({ method: 'GET', url: `/api/comments/${open._id}` });
    expect(listed.json().comments.map((c: { content: string }) => c.content)).toEqual([
      'First',
      'The author answers',
      'Last',
    ]);
  });

  it('writes batches under way at once over the same posts, each counted once (no deadlock)', async () => {
    const [ana, ben] = readers as [SignedUp, SignedUp, SignedUp];
    const dee = await signUp(t.app);
    const board = await Promise.all(
      Array.from({ length: 5 }, () => publish(t.app, author.cookie, { postCategory: 'Policy' })),
    );
    const repo = postsRepository(t.app.ctx.db);
    const expected = new Map(board.map((post) => [post._id, 0]));
    // Each round, three batches name overlapping posts in different orders.
    for (let round = 0; round < 8; round += 1) {
      const batchesOfRound = [ana, ben, dee].map((member, i) =>
        [...board]
          .sort((a, b) => (a._id < b._id ? -1 : 1) * (i % 2 === 0 ? 1 : -1))
          .filter((_, j) => (j + round + i) % 3 !== 0)
          .map((post) => draft(post._id, actorOf(member), `Round ${round}`)),
      );
      for (const item of batchesOfRound.flat()) {
        expected.set(item.postId, (expected.get(item.postId) ?? 0) + 1);
      }
      const written = await Promise.all(
        batchesOfRound.map((items) => repo.insertComments(items, new Date())),
      );
      expect(written.flat().every((w) => w?.comment)).toBe(true);
    }
    for (const post of board) expect(await countOf(post)).toBe(expected.get(post._id));
  });

  it('answers each of the comments sent at once, as if each were sent alone', async () => {
    const [ana, ben] = readers as [SignedUp, SignedUp, SignedUp];
    const blocked = await signUp(t.app);
    await markBlocked(t.app, blocked.user._id, author.user._id);
    const post = await publish(t.app, author.cookie, { postCategory: 'Conflict' });
    const removed = await publish(t.app, author.cookie, { postCategory: 'Conflict' });
    await markRemoved(t.app, 'post', removed._id);
    const send = (member: SignedUp, postId: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/${postId}`,
        headers: { cookie: member.cookie },
        payload: { commentContent: text },
      });

    const answers = await Promise.all([
      send(ana, post._id, 'One'),
      send(ben, removed._id, 'Two'),
      send(blocked, post._id, 'Three'),
      send(ana, UNKNOWN_ID, 'Four'),
      send(ben, post._id, 'Five'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 403, 404, 200]);
    expect(answers[0]?.json().comment.content).toBe('One');
    expect(answers[1]?.json()).toEqual({ message: 'Post not found' });
    expect(answers[2]?.json()).toEqual({ message: 'You cannot comment on this post' });
    expect(answers[4]?.json().comment.content).toBe('Five');
    expect(await countOf(post)).toBe(2);
    await comment(t.app, ben.cookie, post._id, 'Six');
    expect(await countOf(post)).toBe(3);
  });
});
