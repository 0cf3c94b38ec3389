import type {
  AccountExport,
  BlockedUsersPage,
  CommentsPage,
  DomainEvent,
  PostsPage,
  PublicUser,
  SendMessageAck,
} from '@one-world/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { WRITES_PER_MINUTE } from '../../lib/rate-limits';
import { userRoom } from '../../realtime/socket-server';
import { type ClientSocket, connectSocket } from '../../realtime/test-socket';
import { follow, type SignedUp, signUp, startConversation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let url: string;
let heard: DomainEvent[];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.events.subscribeAll((event) => void heard.push(event));
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});
beforeEach(() => {
  heard = [];
});

type Method = 'GET' | 'POST' | 'DELETE';

function inject(method: Method, path: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url: path, payload, headers: cookie ? { cookie } : {} });
}

const block = (by: SignedUp, member: SignedUp) =>
  inject('POST', `/api/blocks/${member.user._id}`, by.cookie);
const unblock = (by: SignedUp, member: SignedUp) =>
  inject('DELETE', `/api/blocks/${member.user._id}`, by.cookie);

/** Two fresh members, the first of whom blocked the second. */
async function blockedPair(): Promise<[blocker: SignedUp, blocked: SignedUp]> {
  const [blocker, blocked] = await Promise.all([signUp(t.app), signUp(t.app)]);
  expect((await block(blocker, blocked)).statusCode).toBe(200);
  return [blocker, blocked];
}

/** Who asks of whom across a block: the blocked member of the blocker, then the other way. */
const bothWays = (blocker: SignedUp, blocked: SignedUp) =>
  [
    [blocked, blocker],
    [blocker, blocked],
  ] as const;

/** The stored counters of a member. */
async function countsOf(member: SignedUp) {
  const [row] = await t.app.ctx.db
    .select({ followerCount: users.followerCount, followingCount: users.followingCount })
    .from(users)
    .where(eq(users.id, member.user._id));
  return row;
}

const profileAs = async (viewer: SignedUp, member: SignedUp) =>
  (await inject('GET', `/api/users/${member.user._id}`, viewer.cookie)).json<PublicUser>();

const namesOf = (heardEvents: DomainEvent[], ...names: DomainEvent['name'][]) =>
  heardEvents.filter((event) => names.includes(event.name));

describe('POST /api/blocks/:id', () => {
  it('blocks the member, idempotently, and the profile says so to the blocker only', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const first = await block(a, b);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Member blocked', blockedByViewer: true });
    const again = await block(a, b);
    expect(again.json()).toEqual(first.json());
    expect(namesOf(heard, 'user.blocked', 'user.unblocked')).toEqual([
      { name: 'user.blocked', payload: { blockerId: a.user._id, blockedId: b.user._id } },
    ]);

    // The blocker is offered neither Follow nor Message (they unblock first).
    const seenByBlocker = await profileAs(a, b);
    expect(seenByBlocker.blockedByViewer).toBe(true);
    expect(seenByBlocker.abilities).toEqual({
      update: false,
      follow: false,
      message: false,
      report: true,
      block: true,
    });
    // The blocked member is not told by their screen; the server refuses when they try.
    const seenByBlocked = await profileAs(b, a);
    expect(seenByBlocked.blockedByViewer).toBe(false);
    expect(seenByBlocked.abilities.follow).toBe(true);
  });

  it('ends the follows between the two both ways, keeping every counter exact', async () => {
    const [a, b, fan] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await follow(t.app, a.cookie, b.user._id);
    await follow(t.app, b.cookie, a.user._id);
    await follow(t.app, fan.cookie, b.user._id);
    heard = [];

    expect((await block(a, b)).statusCode).toBe(200);
    expect(await countsOf(a)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await countsOf(b)).toEqual({ followerCount: 1, followingCount: 0 });
    const followers = await inject('GET', `/api/users/${b.user._id}/followers`);
    expect(followers.json().users.map((u: { _id: string }) => u._id)).toEqual([fan.user._id]);
    expect(namesOf(heard, 'user.unfollowed', 'user.blocked')).toEqual([
      {
        name: 'user.unfollowed',
        payload: { followerId: a.user._id, followeeId: b.user._id, followerCount: 1 },
      },
      {
        name: 'user.unfollowed',
        payload: { followerId: b.user._id, followeeId: a.user._id, followerCount: 0 },
      },
      { name: 'user.blocked', payload: { blockerId: a.user._id, blockedId: b.user._id } },
    ]);
  });

  it('refuses blocking oneself (403) and an unknown member (404), changing nothing', async () => {
    const a = await signUp(t.app);
    heard = [];
    const self = await inject('POST', `/api/blocks/${a.user._id}`, a.cookie);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot block yourself');
    const unknown = await inject('POST', `/api/blocks/${UNKNOWN_ID}`, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect(heard).toEqual([]);
  });

  it('answers 400 naming the id for a malformed one', async () => {
    const a = await signUp(t.app);
    const res = await inject('POST', '/api/blocks/not-a-uuid', a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id: /);
  });
});

describe('DELETE /api/blocks/:id', () => {
  it('unblocks, idempotently; the follows ended by the block stay ended', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(t.app, b.cookie, a.user._id);
    await block(a, b);
    heard = [];
    const first = await unblock(a, b);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Member unblocked', blockedByViewer: false });
    expect((await unblock(a, b)).json()).toEqual(first.json());
    expect(heard).toEqual([
      { name: 'user.unblocked', payload: { blockerId: a.user._id, blockedId: b.user._id } },
    ]);
    expect((await profileAs(a, b)).blockedByViewer).toBe(false);
    expect(await countsOf(a)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('cannot lift a block the other member made', async () => {
    const [blocker, blocked] = await blockedPair();
    expect((await unblock(blocked, blocker)).statusCode).toBe(200);
    expect((await profileAs(blocker, blocked)).blockedByViewer).toBe(true);
  });

  it('refuses oneself (403), an unknown member (404) and a malformed id (400)', async () => {
    const a = await signUp(t.app);
    expect((await inject('DELETE', `/api/blocks/${a.user._id}`, a.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/blocks/${UNKNOWN_ID}`, a.cookie)).statusCode).toBe(404);
    const malformed = await inject('DELETE', '/api/blocks/nope', a.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^id: /);
  });
});

describe('the block endpoints’ write limit', () => {
  it('refuses a member’s blocks past the limit with 429', async () => {
    const a = await signUp(t.app);
    const target = await signUp(t.app);
    for (let i = 0; i < WRITES_PER_MINUTE; i += 1) {
      expect((await block(a, target)).statusCode).toBe(200);
    }
    expect((await block(a, target)).statusCode).toBe(429);
  });
});

describe('the block endpoints signed out', () => {
  it('answer 401 whatever the body or id', async () => {
    for (const [method, path, payload] of [
      ['POST', `/api/blocks/${UNKNOWN_ID}`, undefined],
      ['POST', '/api/blocks/not-a-uuid', { junk: true }],
      ['DELETE', `/api/blocks/${UNKNOWN_ID}`, undefined],
      ['GET', '/api/blocks?limit=nope', undefined],
    ] as const) {
      const res = await inject(method, path, undefined, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('GET /api/blocks', () => {
  it('lists the members one blocked, newest block first, page by page', async () => {
    const me = await signUp(t.app);
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await signUp(t.app);
      await block(me, other);
      others.push(other);
    }
    // Someone else's block is not on the list.
    const [stranger, target] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await block(stranger, target);

    const seen: BlockedUsersPage['users'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await inject('GET', `/api/blocks?limit=2${query}`, me.cookie);
      expect(res.statusCode).toBe(200);
      const page = res.json<BlockedUsersPage>();
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((u) => u._id)).toEqual(others.map((o) => o.user._id).reverse());
    expect(seen[0]).toEqual({
      _id: others[4]?.user._id,
      name: others[4]?.user.name,
      img: expect.objectContaining({ secure_url: expect.any(String) }),
      statusBadge: null,
    });

    await unblock(me, others[0] as SignedUp);
    const after = (await inject('GET', '/api/blocks', me.cookie)).json<BlockedUsersPage>();
    expect(after.users).toHaveLength(4);
    expect(after.nextCursor).toBeNull();
  });

  it('is empty for a member who blocked nobody', async () => {
    const a = await signUp(t.app);
    const res = await inject('GET', '/api/blocks', a.cookie);
    expect(res.json()).toEqual({ users: [], nextCursor: null });
  });

  it('answers 400 naming the field for a bad cursor or limit', async () => {
    const a = await signUp(t.app);
    const cursor = await inject('GET', '/api/blocks?cursor=bogus', a.cookie);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toMatch(/^cursor: /);
    const limit = await inject('GET', '/api/blocks?limit=0', a.cookie);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/^limit: /);
  });
});

describe('blocks and the account', () => {
  it('are in the blocker’s data export, and not in the blocked member’s', async () => {
    const [blocker, blocked] = await blockedPair();
    const exportOf = async (member: SignedUp) =>
      (await inject('GET', '/api/account/export', member.cookie)).json<AccountExport>();
    expect((await exportOf(blocker)).blocked).toEqual([
      { _id: blocked.user._id, name: blocked.user.name, since: expect.any(String) },
    ]);
    expect((await exportOf(blocked)).blocked).toEqual([]);
  });

  it('loses the blocks of a deleted account with it', async () => {
    const [blocker, blocked] = await blockedPair();
    const gone = await inject('POST', '/api/account/delete', blocked.cookie, {
      password: 'Secret123',
    });
    expect(gone.statusCode).toBe(200);
    expect((await inject('GET', '/api/blocks', blocker.cookie)).json().users).toEqual([]);
  });
});

describe('following across a block', () => {
  it('is refused both ways with 403 while the block lasts, and works again after it', async () => {
    const [blocker, blocked] = await blockedPair();
    for (const [who, whom] of bothWays(blocker, blocked)) {
      const res = await inject('POST', `/api/follow/${whom.user._id}`, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot follow this member');
    }
    expect(await countsOf(blocker)).toEqual({ followerCount: 0, followingCount: 0 });
    // Unfollowing stays allowed: it asks for nothing the block forbids.
    expect(
      (await inject('POST', `/api/unfollow/${blocker.user._id}`, blocked.cookie)).statusCode,
    ).toBe(200);

    await unblock(blocker, blocked);
    expect(
      (await inject('POST', `/api/follow/${blocker.user._id}`, blocked.cookie)).statusCode,
    ).toBe(200);
  });
});

describe('a follow and a block at the same moment', () => {
  it('never leave a follow across the block, and keep the counters exact', async () => {
    for (let round = 0; round < 6; round += 1) {
      const [blocker, follower] = await Promise.all([signUp(t.app), signUp(t.app)]);
      const [followed, blocked] = await Promise.all([
        inject('POST', `/api/follow/${blocker.user._id}`, follower.cookie),
        block(blocker, follower),
      ]);
      expect(blocked.statusCode).toBe(200);
      // The follow came first (and the block ended it) or after (and was refused).
      expect([200, 403]).toContain(followed.statusCode);
      expect(await countsOf(blocker)).toEqual({ followerCount: 0, followingCount: 0 });
      expect(await countsOf(follower)).toEqual({ followerCount: 0, followingCount: 0 });
    }
  });
});

describe('messaging across a block', () => {
  it('refuses opening a conversation both ways with 403', async () => {
    const [blocker, blocked] = await blockedPair();
    for (const [who, whom] of bothWays(blocker, blocked)) {
      const res = await inject('POST', '/api/conversations', who.cookie, {
        receiverId: whom.user._id,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot message this member');
    }
  });

  it('refuses POST /api/messages both ways in a conversation begun before the block', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversation = await startConversation(t.app, a.cookie, b.user._id);
    await block(b, a);
    heard = [];
    for (const sender of [a, b]) {
      const res = await inject('POST', '/api/messages', sender.cookie, {
        conversationId: conversation._id,
        text: 'Still there?',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot message this member');
    }
    expect(namesOf(heard, 'message.created')).toEqual([]);

    await unblock(b, a);
    const res = await inject('POST', '/api/messages', a.cookie, {
      conversationId: conversation._id,
      text: 'Hello again',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses the socket’s sendMessage to the blocker', async () => {
    const [blocker, blocked] = await blockedPair();
    const socket = connectSocket(url, { cookie: blocked.cookie });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    await vi.waitFor(async () => {
      const inRoom = await t.app.ctx.realtime.in(userRoom(blocked.user._id)).fetchSockets();
      expect(inRoom.map((s) => s.id)).toContain(socket.id);
    });
    const raw = socket as unknown as Socket;
    const ack: SendMessageAck = await raw.timeout(10_000).emitWithAck('sendMessage', {
      senderId: blocked.user._id,
      receiverId: blocker.user._id,
      text: 'Why?',
    });
    expect(ack).toEqual({ ok: false, status: 403, error: 'You cannot message this member' });
  });
});

describe('content across a block', () => {
  /** The ids of the posts a board (topic `category`) shows the viewer, as a page of them. */
  const boardAs = async (viewer: SignedUp, category: string) =>
    (await inject('GET', `/api/posts?category=${category}&limit=50`, viewer.cookie))
      .json<PostsPage>()
      .posts.map((post) => post._id);

  const commentsAs = async (viewer: SignedUp, postId: string) =>
    (await inject('GET', `/api/comments/${postId}`, viewer.cookie))
      .json<CommentsPage>()
      .comments.map((c) => c.content);

  it('hides each one’s posts and comments from the other, everywhere, and nobody else’s', async () => {
    const [blocker, blocked, other] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    const category = 'Policy';
    const byBlocker = await publish(t.app, blocker.cookie, { postCategory: category });
    const byBlocked = await publish(t.app, blocked.cookie, { postCategory: category });
    const byOther = await publish(t.app, other.cookie, { postCategory: category });
    // Written before the block, hidden after it: the block is read at each request.
    await comment(t.app, blocker.cookie, byOther._id, 'From the blocker');
    await comment(t.app, blocked.cookie, byOther._id, 'From the blocked');
    await block(blocker, blocked);

    const sides = [
      {
        viewer: blocker,
        own: byBlocker,
        hidden: byBlocked,
        hiddenAuthor: blocked,
        hiddenComment: 'From the blocked',
      },
      {
        viewer: blocked,
        own: byBlocked,
        hidden: byBlocker,
        hiddenAuthor: blocker,
        hiddenComment: 'From the blocker',
      },
    ];
    for (const { viewer, own, hidden, hiddenAuthor, hiddenComment } of sides) {
      const board = await boardAs(viewer, category);
      expect(board).toEqual(expect.arrayContaining([own._id, byOther._id]));
      expect(board).not.toContain(hidden._id);
      expect((await inject('GET', `/api/posts/${hidden._id}`, viewer.cookie)).statusCode).toBe(404);
      const theirPosts = await inject(
        'GET',
        `/api/userposts/${hiddenAuthor.user._id}`,
        viewer.cookie,
      );
      expect(theirPosts.json<PostsPage>().posts).toEqual([]);
      expect(await commentsAs(viewer, byOther._id)).not.toContain(hiddenComment);
      // Nor among the first comments a post carries on a board and on its page.
      const single = await inject('GET', `/api/posts/${byOther._id}`, viewer.cookie);
      expect(single.body).not.toContain(hiddenComment);
    }

    // Anyone else sees both members' posts and comments.
    const board = await boardAs(other, category);
    expect(board).toEqual(expect.arrayContaining([byBlocker._id, byBlocked._id, byOther._id]));
    expect(await commentsAs(other, byOther._id)).toEqual(['From the blocker', 'From the blocked']);
  });

  it('refuses the blocked member’s comment on the blocker’s post, and the blocker’s on theirs', async () => {
    const [blocker, blocked] = await blockedPair();
    const byBlocker = await publish(t.app, blocker.cookie);
    const byBlocked = await publish(t.app, blocked.cookie);
    for (const [who, postId] of [
      [blocked, byBlocker._id],
      [blocker, byBlocked._id],
    ] as const) {
      const res = await inject('POST', `/api/comments/${postId}`, who.cookie, {
        commentContent: 'Let me in',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot comment on this post');
    }
  });
});
