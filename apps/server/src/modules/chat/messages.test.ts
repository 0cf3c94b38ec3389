import {
  CHAT_LIMITS,
  type DomainEvent,
  type Message,
  type MessagesPage,
} from '@one-world/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import {
  makeAdmin,
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

function post(payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload,
    headers: cookie ? { cookie } : {},
  });
}

function list(conversationId: string, cookie?: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/messages/${conversationId}${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Two members and their conversation. */
async function pair(): Promise<{ a: SignedUp; b: SignedUp; conversationId: string }> {
  const a = await signUp(t.app);
  const b = await signUp(t.app);
  const { _id } = await startConversation(t.app, a.cookie, b.user._id);
  return { a, b, conversationId: _id };
}

const storedWithId = (id: string) =>
  t.app.ctx.db.select().from(messages).where(eq(messages.id, id));

describe('POST /api/messages', () => {
  it('stores the trimmed text and answers the message (201), announced once after the commit', async () => {
    const { a, b, conversationId } = await pair();
    const heard: DomainEvent[] = [];
    const stop = t.app.ctx.events.subscribe('message.created', (payload) => {
      heard.push({ name: 'message.created', payload });
    });
    const res = await post(
      { sender: a.user._id, text: '  Hello there \n', conversationId },
      a.cookie,
    );
    stop();
    expect(res.statusCode).toBe(201);
    const message = res.json<Message>();
    expect(message).toEqual({
      _id: expect.any(String),
      sender: a.user._id,
      text: 'Hello there',
      conversationId,
      // Too short to tell its language.
      language: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(heard).toEqual([
      {
        name: 'message.created',
        payload: { message, memberIds: [a.user._id, b.user._id] },
      },
    ]);
    const page = (await list(conversationId, b.cookie)).json<MessagesPage>();
    expect(page).toEqual({ messages: [message], nextCursor: null });
  });

  it('stores a retry with the same _id once: 201, then 200 with the stored message', async () => {
    const { a, b, conversationId } = await pair();
    const _id = crypto.randomUUID();
    let announced = 0;
    const stop = t.app.ctx.events.subscribe('message.created', () => {
      announced++;
    });
    const first = await post({ _id, text: 'Once', conversationId }, a.cookie);
    const retry = await post({ _id, text: 'Once', conversationId }, a.cookie);
    stop();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(first.json<Message>()._id).toBe(_id);
    expect(announced).toBe(1);
    expect(await storedWithId(_id)).toHaveLength(1);

    // The same id from the other member, or from the sender in another conversation, is taken.
    const taken = await post({ _id, text: 'Mine now', conversationId }, b.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This message id is already in use' });
    const c = await signUp(t.app);
    const other = await startConversation(t.app, a.cookie, c.user._id);
    const elsewhere = await post({ _id, text: 'Once', conversationId: other._id }, a.cookie);
    expect(elsewhere.statusCode).toBe(409);
    expect(await storedWithId(_id)).toEqual([
      expect.objectContaining({ senderId: a.user._id, conversationId, text: 'Once' }),
    ]);
  });

  it('stores concurrent retries of one _id once', async () => {
    const { a, conversationId } = await pair();
    const _id = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post({ _id, text: 'Racing', conversationId }, a.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await storedWithId(_id)).toHaveLength(1);
  });

  it.each([
    ['empty text', { text: '' }, 'text: Message cannot be empty'],
    ['whitespace only', { text: ' \n\t ' }, 'text: Message cannot be empty'],
    [
      'text over the limit',
      { text: 'x'.repeat(CHAT_LIMITS.messageMax + 1) },
      `text: Message must be at most ${CHAT_LIMITS.messageMax} characters`,
    ],
    ['no text', { text: undefined }, 'text: Message cannot be empty'],
    [
      'a malformed conversation id',
      { conversationId: 'nope' },
      'conversationId: Invalid conversation id',
    ],
    ['a malformed message id', { _id: 'nope' }, '_id: Invalid message id'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const { a, conversationId } = await pair();
    const res = await post({ text: 'Hello', conversationId, ...change }, a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await list(conversationId, a.cookie)).json<MessagesPage>().messages).toEqual([]);
  });

  it('accepts text at the limit once trimmed', async () => {
    const { a, conversationId } = await pair();
    const text = 'y'.repeat(CHAT_LIMITS.messageMax);
    const res = await post({ text: `  ${text}  `, conversationId }, a.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json<Message>().text).toBe(text);
  });

  it('refuses a non-member (an admin too) with 403, a foreign sender with 403, an unknown conversation with 404', async () => {
    const { a, conversationId } = await pair();
    const outsider = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    for (const who of [outsider, admin]) {
      const res = await post({ text: 'Let me in', conversationId }, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not a member of this conversation' });
    }
    const impostor = await post(
      { sender: outsider.user._id, text: 'As someone else', conversationId },
      a.cookie,
    );
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json()).toEqual({ message: 'You can only act as yourself' });
    const unknown = await post({ text: 'Anyone?', conversationId: UNKNOWN_ID }, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Conversation not found' });
    expect((await list(conversationId, a.cookie)).json<MessagesPage>().messages).toEqual([]);
  });

  it('answers a visitor 401 whatever the body', async () => {
    const { conversationId } = await pair();
    for (const payload of [
      {},
      { text: '', conversationId: 'nope' },
      { text: 'Hi', conversationId },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it('keeps the database to the text rule whoever writes', async () => {
    const { a, conversationId } = await pair();
    for (const text of ['', 'z'.repeat(CHAT_LIMITS.messageMax + 1)]) {
      await expect(
        t.app.ctx.db.execute(
          sql`insert into messages (conversation_id, sender_id, text) values (${conversationId}, ${a.user._id}, ${text})`,
        ),
      ).rejects.toMatchObject({ cause: { code: '23514' } });
    }
  });
});

describe('GET /api/messages/:conversationId', () => {
  it('pages backwards from the newest, each page oldest to newest', async () => {
    const { a, b, conversationId } = await pair();
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i++) {
      const who = i % 2 === 0 ? b : a;
      sent.push(await sendMessage(t.app, who.cookie, conversationId, `Message ${i}`));
    }
    // Stored one after another, each at least a millisecond after the previous.
    const times = sent.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(times).size).toBe(5);

    const texts = (page: MessagesPage) => page.messages.map((m) => m.text);
    const first = (await list(conversationId, a.cookie, '?limit=2')).json<MessagesPage>();
    expect(texts(first)).toEqual(['Message 4', 'Message 5']);
    expect(first.messages).toEqual(sent.slice(3));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(conversationId, b.cookie, `?limit=2&cursor=${first.nextCursor}`)
    ).json<MessagesPage>();
    expect(texts(second)).toEqual(['Message 2', 'Message 3']);
    const last = (
      await list(conversationId, a.cookie, `?limit=2&cursor=${second.nextCursor}`)
    ).json<MessagesPage>();
    expect(last).toEqual({ messages: [sent[0]], nextCursor: null });

    const whole = (await list(conversationId, a.cookie)).json<MessagesPage>();
    expect(whole).toEqual({ messages: sent, nextCursor: null });
  });

  it('answers an empty page for a conversation without messages yet', async () => {
    const { a, b, conversationId } = await pair();
    for (const who of [a, b]) {
      const res = await list(conversationId, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ messages: [], nextCursor: null });
    }
  });

  it('refuses a non-member (an admin too) with 403 and an unknown conversation with 404', async () => {
    const { a, conversationId } = await pair();
    await sendMessage(t.app, a.cookie, conversationId, 'Private');
    const outsider = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    for (const who of [outsider, admin]) {
      const res = await list(conversationId, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not a member of this conversation' });
    }
    const unknown = await list(UNKNOWN_ID, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Conversation not found' });
  });

  it.each([
    ['a malformed conversation id', 'nope', '', 'conversationId: Invalid conversation id'],
    ['a malformed cursor', null, '?cursor=bm9wZQ', 'cursor: Invalid cursor'],
    ['a limit of 0', null, '?limit=0', 'limit: Must be at least 1'],
    [
      'a limit over the maximum',
      null,
      `?limit=${CHAT_LIMITS.messagesPageMax + 1}`,
      `limit: Must be at most ${CHAT_LIMITS.messagesPageMax}`,
    ],
  ])('refuses %s with 400', async (_case, id, query, message) => {
    const { a, conversationId } = await pair();
    const res = await list(id ?? conversationId, a.cookie, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers a visitor 401', async () => {
    const { conversationId } = await pair();
    for (const id of [conversationId, 'nope']) {
      const res = await list(id);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });
});
