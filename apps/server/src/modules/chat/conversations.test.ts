import {
  CHAT_LIMITS,
  type ConversationSummary,
  type ConversationsPage,
  DEFAULT_AVATAR_URL,
  type MemberSummary,
  UNREAD_COUNT_MAX,
} from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import {
  makeAdmin,
  pictureDataUrl,
  type SignedUp,
  sendMessage,
  signUp,
  startConversation,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function inject(method: 'GET' | 'POST', url: string, cookie?: string) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

const conversationsOf = (member: SignedUp, query = '') =>
  inject('GET', `/api/conversations/${member.user._id}${query}`, member.cookie);

const unreadOf = async (member: SignedUp): Promise<number> => {
  const res = await inject('GET', `/api/conversations/${member.user._id}/unread`, member.cookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ unreadCount: number }>().unreadCount;
};

const markRead = (conversationId: string, cookie?: string) =>
  inject('POST', `/api/conversations/${conversationId}/read`, cookie);

/** A member with two partners, each of whom started a conversation with them. */
async function twoPartnersOfMe() {
  const me = await signUp(t.app);
  const x = await signUp(t.app);
  const y = await signUp(t.app);
  const withX = await startConversation(t.app, x.cookie, me.user._id);
  const withY = await startConversation(t.app, y.cookie, me.user._id);
  return { me, x, y, withX, withY };
}

/**
 * The list's order, latest activity first, computed from what the calls answered: the time of a
 * conversation's last message, else its creation, ties broken by id as the server breaks them.
 */
function latestFirst<T extends { _id: string; at: string }>(entries: T[]): T[] {
  const key = (e: T) => `${e.at}|${e._id}`;
  // Plain code-unit order: ISO times and lowercase hex ids compare as the database compares them.
  return [...entries].sort((x, y) => (key(x) < key(y) ? 1 : -1));
}

const summary = (member: SignedUp): MemberSummary => ({
  _id: member.user._id,
  name: member.user.name,
  img: { secure_url: DEFAULT_AVATAR_URL },
  statusBadge: null,
});

describe('GET /api/conversations/:userId', () => {
  it('lists one’s conversations by latest activity, with the partner, last message and unread count', async () => {
    const me = await signUp(t.app);
    const [x, y, z] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const withX = await startConversation(t.app, me.cookie, x.user._id);
    const withY = await startConversation(t.app, y.cookie, me.user._id);
    const withZ = await startConversation(t.app, me.cookie, z.user._id);
    await sendMessage(t.app, me.cookie, withY._id, 'Hi Y');
    await sendMessage(t.app, x.cookie, withX._id, 'Hi from X');
    const fromX = await sendMessage(t.app, x.cookie, withX._id, 'Are you there?');
    const fromY = await sendMessage(t.app, y.cookie, withY._id, 'Hello back');

    const res = await conversationsOf(me);
    expect(res.statusCode).toBe(200);
    const page = res.json<ConversationsPage>();
    expect(page.nextCursor).toBeNull();
    // Y wrote last, then X; Z's conversation has no message and dates from its creation.
    const expected = latestFirst<ConversationSummary & { at: string }>([
      {
        ...withY,
        partner: summary(y),
        lastMessage: fromY,
        unreadCount: 1,
        updatedAt: fromY.createdAt,
        at: fromY.createdAt,
      },
      {
        ...withX,
        partner: summary(x),
        lastMessage: fromX,
        unreadCount: 2,
        updatedAt: fromX.createdAt,
        at: fromX.createdAt,
      },
      {
        ...withZ,
        partner: summary(z),
        lastMessage: null,
        unreadCount: 0,
        updatedAt: withZ.createdAt,
        at: withZ.createdAt,
      },
    ]).map(({ at: _at, ...entry }) => entry);
    expect(page.conversations).toEqual(expected);
    expect(await unreadOf(me)).toBe(3);
    // The sender has read their own messages, and what came before them.
    expect(await unreadOf(y)).toBe(0);
    expect(await unreadOf(x)).toBe(0);
  });

  it('shows the partner’s current name, picture and badge', async () => {
    const me = await signUp(t.app);
    const friend = await signUp(t.app);
    await startConversation(t.app, me.cookie, friend.user._id);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/profileupdated/${friend.user._id}`,
      headers: { cookie: friend.cookie },
      payload: { name: 'Renamed Friend', img: await pictureDataUrl('#333333') },
    });
    expect(updated.statusCode).toBe(200);
    const [entry] = (await conversationsOf(me)).json<ConversationsPage>().conversations;
    expect(entry?.partner).toEqual({
      _id: friend.user._id,
      name: 'Renamed Friend',
      img: updated.json().user.img,
      statusBadge: null,
    });
  });

  it('pages with a cursor, and a new message brings its conversation to the top', async () => {
    const me = await signUp(t.app);
    const partners = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const opened: { _id: string; at: string }[] = [];
    for (const p of partners) {
      const conversation = await startConversation(t.app, p.cookie, me.user._id);
      const sent = await sendMessage(t.app, p.cookie, conversation._id, `From ${p.user.name}`);
      opened.push({ _id: conversation._id, at: sent.createdAt });
    }
    const newestFirst = latestFirst(opened).map((c) => c._id);
    const ids = (page: ConversationsPage) => page.conversations.map((c) => c._id);

    const first = (await conversationsOf(me, '?limit=2')).json<ConversationsPage>();
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    const second = (
      await conversationsOf(me, `?limit=2&cursor=${first.nextCursor}`)
    ).json<ConversationsPage>();
    expect(ids(second)).toEqual(newestFirst.slice(2, 4));
    const last = (
      await conversationsOf(me, `?limit=2&cursor=${second.nextCursor}`)
    ).json<ConversationsPage>();
    expect(ids(last)).toEqual(newestFirst.slice(4));
    expect(last.nextCursor).toBeNull();

    const oldest = newestFirst[4] ?? '';
    const reply = await sendMessage(t.app, me.cookie, oldest, 'Back to you');
    const moved = opened.map((c) => (c._id === oldest ? { _id: oldest, at: reply.createdAt } : c));
    const after = (await conversationsOf(me)).json<ConversationsPage>();
    expect(ids(after)).toEqual(latestFirst(moved).map((c) => c._id));
    expect(after.conversations.map((c) => [c._id, c.unreadCount])).toEqual(
      ids(after).map((id) => [id, id === oldest ? 0 : 1]),
    );
  });

  it('refuses anyone else’s list (an admin’s too) with 403', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    for (const who of [other, admin]) {
      for (const path of ['', '/unread']) {
        const res = await inject('GET', `/api/conversations/${me.user._id}${path}`, who.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'You can only see your own conversations' });
      }
    }
    const unknown = await inject('GET', `/api/conversations/${UNKNOWN_ID}`, me.cookie);
    expect(unknown.statusCode).toBe(403);
  });

  it.each([
    ['a malformed user id', '/api/conversations/nope', 'userId: Invalid user id'],
    ['a malformed user id (unread)', '/api/conversations/nope/unread', 'userId: Invalid user id'],
    ['a malformed cursor', '/api/conversations/{me}?cursor=%25%25', 'cursor: Invalid cursor'],
    [
      'a limit over the maximum',
      `/api/conversations/{me}?limit=${CHAT_LIMITS.conversationsPageMax + 1}`,
      `limit: Must be at most ${CHAT_LIMITS.conversationsPageMax}`,
    ],
  ])('refuses %s with 400', async (_case, url, message) => {
    const me = await signUp(t.app);
    const res = await inject('GET', url.replace('{me}', me.user._id), me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers a visitor 401', async () => {
    const me = await signUp(t.app);
    for (const url of [
      `/api/conversations/${me.user._id}`,
      `/api/conversations/${me.user._id}/unread`,
      '/api/conversations/nope',
    ]) {
      const res = await inject('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });
});

describe('unread counts', () => {
  it('count up to UNREAD_COUNT_MAX, in the list, the total and after a read', async () => {
    const { me, x, y, withX, withY } = await twoPartnersOfMe();
    const from = (conversationId: string, senderId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        conversationId,
        senderId,
        text: `Message ${i}`,
        createdAt: new Date(Date.now() - 60_000 + i),
      }));
    await t.app.ctx.db
      .insert(messages)
      .values([
        ...from(withX._id, x.user._id, UNREAD_COUNT_MAX + 5),
        ...from(withY._id, y.user._id, 3),
      ]);

    expect(await unreadOf(me)).toBe(UNREAD_COUNT_MAX);
    const list = (await conversationsOf(me)).json<ConversationsPage>().conversations;
    expect(Object.fromEntries(list.map((c) => [c._id, c.unreadCount]))).toEqual({
      [withX._id]: UNREAD_COUNT_MAX,
      [withY._id]: 3,
    });
    expect((await markRead(withX._id, me.cookie)).json()).toEqual({ unreadCount: 0 });
    expect(await unreadOf(me)).toBe(3);
  });
});

describe('POST /api/conversations/:conversationId/read', () => {
  it('marks the conversation read up to its newest message, and tells the reader’s other tabs', async () => {
    const { me, x, y, withX, withY } = await twoPartnersOfMe();
    await sendMessage(t.app, x.cookie, withX._id, 'One');
    await sendMessage(t.app, x.cookie, withX._id, 'Two');
    await sendMessage(t.app, y.cookie, withY._id, 'Three');
    expect(await unreadOf(me)).toBe(3);

    const heard: unknown[] = [];
    const stop = t.app.ctx.events.subscribe('conversation.read', (payload) => {
      heard.push(payload);
    });
    const res = await markRead(withX._id, me.cookie);
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0 });
    expect(heard).toEqual([{ conversationId: withX._id, userId: me.user._id }]);
    expect(await unreadOf(me)).toBe(1);
    const list = (await conversationsOf(me)).json<ConversationsPage>().conversations;
    expect(Object.fromEntries(list.map((c) => [c._id, c.unreadCount]))).toEqual({
      [withY._id]: 1,
      [withX._id]: 0,
    });

    // Only what comes after the mark is unread; the partner's own count is untouched.
    await sendMessage(t.app, x.cookie, withX._id, 'Four');
    expect(await unreadOf(me)).toBe(2);
    expect(await unreadOf(x)).toBe(0);
    // Marking a conversation without messages, or twice, is harmless.
    const empty = await startConversation(t.app, me.cookie, (await signUp(t.app)).user._id);
    expect((await markRead(empty._id, me.cookie)).json()).toEqual({ unreadCount: 0 });
    expect((await markRead(withY._id, me.cookie)).json()).toEqual({ unreadCount: 0 });
    expect((await markRead(withY._id, me.cookie)).json()).toEqual({ unreadCount: 0 });
    expect(await unreadOf(me)).toBe(1);
  });

  it('refuses a non-member (an admin too) with 403, an unknown conversation with 404', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { _id } = await startConversation(t.app, a.cookie, b.user._id);
    const outsider = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    for (const who of [outsider, admin]) {
      const res = await markRead(_id, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not a member of this conversation' });
    }
    const unknown = await markRead(UNKNOWN_ID, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Conversation not found' });
    const malformed = await markRead('nope', a.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'conversationId: Invalid conversation id' });
    for (const id of [_id, 'nope']) {
      const visitor = await markRead(id);
      expect(visitor.statusCode).toBe(401);
    }
  });
});

describe('GET /api/userschat', () => {
  it('answers a member’s public name, picture and badge', async () => {
    const me = await signUp(t.app);
    const friend = await signUp(t.app);
    const res = await inject('GET', `/api/userschat?userId=${friend.user._id}`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(summary(friend));
    expect(res.body).not.toContain(friend.user.email);
  });

  it('answers 404 for an unknown member, 400 for a malformed id, 401 to a visitor', async () => {
    const me = await signUp(t.app);
    const unknown = await inject('GET', `/api/userschat?userId=${UNKNOWN_ID}`, me.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    for (const query of ['?userId=nope', '']) {
      const res = await inject('GET', `/api/userschat${query}`, me.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^userId: /);
    }
    const visitor = await inject('GET', `/api/userschat?userId=${me.user._id}`);
    expect(visitor.statusCode).toBe(401);
  });
});
