import {
  CHAT_LIMITS,
  type IncomingMessage,
  type Message,
  type MessagesPage,
  type SendMessageAck,
} from '@one-world/contract';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { messages, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type ClientSocket, connectMember } from '../../realtime/test-socket';
import { type SignedUp, sendMessage, signUp, startConversation } from '../../test/factories';
import { listeningTestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../../test/posts';
import { SOCKET_SEND_LIMIT } from './chat.socket';

const server = listeningTestApp();

/** A connected socket of the member, once it is in the member's room (so emits reach it). */
function online(member: SignedUp): Promise<ClientSocket> {
  return connectMember(server.app.ctx.realtime, server.url, member, server.sockets);
}

/** Every getMessage the socket hears from now on, in order. */
function inbox(socket: ClientSocket): IncomingMessage[] {
  const heard: IncomingMessage[] = [];
  socket.on('getMessage', (message) => heard.push(message));
  return heard;
}

/** Sends and waits for the acknowledgement. */
function send(socket: ClientSocket, payload: unknown): Promise<SendMessageAck> {
  // Untyped on purpose: the refusals are payloads the event map would not let through.
  const raw = socket as unknown as Socket;
  return raw.timeout(10_000).emitWithAck('sendMessage', payload);
}

const incoming = (m: Message): IncomingMessage => ({
  _id: m._id,
  senderId: m.sender,
  text: m.text,
  conversationId: m.conversationId,
  language: m.language,
  createdAt: m.createdAt,
});

const storedWithId = (id: string) =>
  server.app.ctx.db.select().from(messages).where(eq(messages.id, id));

describe('sendMessage', () => {
  it('stores the message, acknowledges it and delivers it to every socket of both members', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const outsider = await signUp(server.app);
    const [aFirst, aSecond, bSocket, outsiderSocket] = await Promise.all([
      online(a),
      online(a),
      online(b),
      online(outsider),
    ]);
    const heard = [aFirst, aSecond, bSocket, outsiderSocket].map(inbox);

    // The first message opens the pair's conversation.
    const ack = await send(aFirst, {
      senderId: a.user._id,
      receiverId: b.user._id,
      text: ' Hi B ',
    });
    if (!ack.ok) throw new Error(ack.error);
    const { message } = ack;
    expect(message).toEqual({
      _id: expect.any(String),
      sender: a.user._id,
      text: 'Hi B',
      conversationId: expect.any(String),
      // Too short to tell its language.
      language: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const expected = incoming(message);
    await vi.waitFor(() => {
      for (const list of heard.slice(0, 3)) expect(list).toEqual([expected]);
    });

    // The outsider heard nothing: their own conversation's message is the first they hear.
    const theirs = await startConversation(server.app, b.cookie, outsider.user._id);
    const sentinel = await sendMessage(server.app, b.cookie, theirs._id, 'Only for the outsider');
    await vi.waitFor(() => expect(heard[3]).toEqual([incoming(sentinel)]));

    // Sent again in the same conversation, naming it.
    const again = await send(bSocket, {
      receiverId: a.user._id,
      conversationId: message.conversationId,
      text: 'Hello A',
    });
    expect(again).toEqual({ ok: true, message: expect.objectContaining({ text: 'Hello A' }) });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/messages/${message.conversationId}`,
      headers: { cookie: a.cookie },
    });
    expect(page.json<MessagesPage>().messages.map((m) => m.text)).toEqual(['Hi B', 'Hello A']);
  });

  it('commits a message before delivering it: the receiver finds it when it is told', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const { _id: conversationId } = await startConversation(server.app, a.cookie, b.user._id);
    const [aSocket, bSocket] = await Promise.all([online(a), online(b)]);
    const found = new Promise<Message[]>((resolve) => {
      bSocket.on('getMessage', async (m: IncomingMessage) => {
        const res = await server.app.inject({
          method: 'GET',
          url: `/api/messages/${m.conversationId}`,
          headers: { cookie: b.cookie },
        });
        resolve(res.json<MessagesPage>().messages.filter((stored) => stored._id === m._id));
      });
    });
    // No acknowledgement asked for, as the spec's client sends it.
    aSocket.emit('sendMessage', { receiverId: b.user._id, conversationId, text: 'Stored first' });
    expect(await found).toEqual([expect.objectContaining({ text: 'Stored first' })]);
  });

  it('stores the same _id once, whether it comes over HTTP or the socket, and delivers it once', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const { _id: conversationId } = await startConversation(server.app, a.cookie, b.user._id);
    const [aSocket, bSocket] = await Promise.all([online(a), online(b)]);
    const heardByB = inbox(bSocket);
    const _id = crypto.randomUUID();

    const overHttp = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload: { _id, conversationId, text: 'Exactly once' },
    });
    expect(overHttp.statusCode).toBe(201);
    const stored = overHttp.json<Message>();
    const payload = { receiverId: b.user._id, _id, text: 'Exactly once' };
    expect(await send(aSocket, payload)).toEqual({ ok: true, message: stored });
    expect(await send(aSocket, { ...payload, conversationId })).toEqual({
      ok: true,
      message: stored,
    });
    expect(await storedWithId(_id)).toHaveLength(1);

    // Someone else's id is refused.
    const taken = await send(bSocket, { receiverId: a.user._id, _id, text: 'Mine' });
    expect(taken).toEqual({ ok: false, status: 409, error: 'This message id is already in use' });

    const next = await send(aSocket, { receiverId: b.user._id, text: 'Next' });
    if (!next.ok) throw new Error(next.error);
    await vi.waitFor(() => expect(heardByB).toEqual([incoming(stored), incoming(next.message)]));
  });

  it('tells a member’s sockets, and only theirs, that they read a conversation', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const c = await signUp(server.app);
    const { _id: withA } = await startConversation(server.app, a.cookie, b.user._id);
    const { _id: withC } = await startConversation(server.app, c.cookie, b.user._id);
    const [bFirst, bSecond, aSocket] = await Promise.all([online(b), online(b), online(a)]);
    const reads = [bFirst, bSecond, aSocket].map((socket) => {
      const heard: unknown[] = [];
      socket.on('conversationRead', (read: unknown) => heard.push(read));
      return heard;
    });
    const read = async (member: SignedUp, conversationId: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read`,
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode).toBe(200);
    };
    await read(b, withA);
    await read(a, withA);
    await read(b, withC);
    // Each socket hears its member's reads in order, and B's never hear A's in between.
    await vi.waitFor(() => {
      expect(reads[0]).toEqual([{ conversationId: withA }, { conversationId: withC }]);
      expect(reads[1]).toEqual([{ conversationId: withA }, { conversationId: withC }]);
      expect(reads[2]).toEqual([{ conversationId: withA }]);
    });
  });
});

describe('sendMessage refusals', () => {
  it.each([
    ['empty text', { text: '   ' }, 'text: Message cannot be empty'],
    ['a malformed receiver', { receiverId: 'nope' }, 'receiverId: Invalid user id'],
    ['a malformed message id', { _id: 'nope' }, '_id: Invalid message id'],
    [
      'an oversize text',
      { text: 'x'.repeat(CHAT_LIMITS.messageMax + 1) },
      `text: Message must be at most ${CHAT_LIMITS.messageMax} characters`,
    ],
  ])('answers %s with 400', async (_case, change, error) => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const socket = await online(a);
    const ack = await send(socket, { receiverId: b.user._id, text: 'Hi', ...change });
    expect(ack).toEqual({ ok: false, status: 400, error });
  });

  it('answers a refusal in the member’s own language', async () => {
    const a = await signUp(server.app);
    await server.app.ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, a.user._id));
    const socket = await online(a);
    expect(await send(socket, { receiverId: a.user._id, text: 'Salut moi' })).toEqual({
      ok: false,
      status: 400,
      error: 'Vous ne pouvez pas démarrer une conversation avec vous-même',
    });
    expect(await send(socket, { receiverId: a.user._id, text: '   ' })).toEqual({
      ok: false,
      status: 400,
      error: 'text: Le message ne peut pas être vide',
    });
  });

  it('answers a payload that is no object with 400', async () => {
    const socket = await online(await signUp(server.app));
    const ack = await send(socket, 'hello');
    expect(ack).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a senderId naming someone else (403), oneself (400) and an unknown member (404)', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const socket = await online(a);
    expect(
      await send(socket, { senderId: b.user._id, receiverId: b.user._id, text: 'Hi' }),
    ).toEqual({ ok: false, status: 403, error: 'You can only act as yourself' });
    expect(await send(socket, { receiverId: a.user._id, text: 'Hi me' })).toEqual({
      ok: false,
      status: 400,
      error: 'You cannot start a conversation with yourself',
    });
    expect(await send(socket, { receiverId: UNKNOWN_ID, text: 'Hi?' })).toEqual({
      ok: false,
      status: 404,
      error: 'User not found',
    });
  });

  it('refuses a conversationId that is not the pair’s: a non-member cannot send into it', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const outsider = await signUp(server.app);
    const { _id: conversationId } = await startConversation(server.app, a.cookie, b.user._id);
    const socket = await online(outsider);
    const refusal = { ok: false, status: 403, error: 'You are not a member of this conversation' };
    for (const receiver of [a, b]) {
      const ack = await send(socket, { receiverId: receiver.user._id, conversationId, text: 'In' });
      expect(ack).toEqual(refusal);
    }
    // Nor a made-up one; and a member naming the wrong partner is refused the same way.
    const madeUp = { receiverId: a.user._id, conversationId: UNKNOWN_ID, text: 'In' };
    expect(await send(socket, madeUp)).toEqual(refusal);
    const member = await online(a);
    const wrongPartner = { receiverId: outsider.user._id, conversationId, text: 'Hm' };
    expect(await send(member, wrongPartner)).toEqual(refusal);

    const page = await server.app.inject({
      method: 'GET',
      url: `/api/messages/${conversationId}`,
      headers: { cookie: a.cookie },
    });
    expect(page.json<MessagesPage>().messages).toEqual([]);
    // Refused before anything was opened: the outsider has no conversation.
    const theirs = await server.app.inject({
      method: 'GET',
      url: `/api/conversations/${outsider.user._id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(theirs.json().conversations).toEqual([]);
  });

  it('answers 429 once a socket has spent its burst', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const real = server.app.ctx.clock;
    const frozen = real.now();
    // Time stands still for this socket's budget, so nothing refills while the test sends.
    const still: Clock = { now: () => frozen };
    server.app.ctx.clock = still;
    try {
      const socket = await online(a);
      const payload = { receiverId: b.user._id, text: 'Again' };
      for (let i = 0; i < SOCKET_SEND_LIMIT.burst; i++) {
        expect(await send(socket, payload)).toMatchObject({ ok: true });
      }
      expect(await send(socket, payload)).toEqual({
        ok: false,
        status: 429,
        error: 'Too many requests, please try again later',
      });
      // Another socket has its own budget.
      const other = await online(a);
      expect(await send(other, payload)).toMatchObject({ ok: true });
    } finally {
      server.app.ctx.clock = real;
    }
  });

  it('answers an unexpected failure with a generic 500', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const socket = await online(a);
    // A failure the code does not expect: the database refuses the new conversation.
    const { db } = server.app.ctx;
    await db.execute(
      sql`create function ow_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'the database went away'; end $$`,
    );
    await db.execute(
      sql`create trigger ow_test_refuse before insert on conversations for each row execute function ow_test_refuse()`,
    );
    try {
      const ack = await send(socket, { receiverId: b.user._id, text: 'Hi' });
      expect(ack).toEqual({
        ok: false,
        status: 500,
        error: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await db.execute(sql`drop trigger ow_test_refuse on conversations`);
      await db.execute(sql`drop function ow_test_refuse()`);
    }
  });
});
