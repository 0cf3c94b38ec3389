import type { IncomingMessage, SendMessageAck } from '@one-world/contract';
import { asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema';
import { type ClientSocket, connectMember, nextEvent } from '../../realtime/test-socket';
import { type SignedUp, signUp } from '../../test/factories';
import { listeningTestApp } from '../../test/harness';
import { chatRepository } from './chat.repository';

// Messages sent together are stored together (group commit, chat.service.ts): these check that a
// batch keeps every guarantee of a message stored on its own.

const server = listeningTestApp();

const online = (member: SignedUp) =>
  connectMember(server.app.ctx.realtime, server.url, member, server.sockets);

function send(socket: ClientSocket, payload: unknown): Promise<SendMessageAck> {
  // Untyped on purpose: the same call sends payloads the event map would not let through.
  const raw = socket as unknown as Socket;
  return raw.timeout(10_000).emitWithAck('sendMessage', payload);
}

const storedIn = (conversationId: string) =>
  server.app.ctx.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt));

const conversationOf = async (conversationId: string) => {
  const [row] = await server.app.ctx.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row;
};

/** Two members online, with their conversation opened by a first message from `a`. */
async function talking() {
  const a = await signUp(server.app);
  const b = await signUp(server.app);
  const aSocket = await online(a);
  const bSocket = await online(b);
  const [first] = await Promise.all([
    send(aSocket, { receiverId: b.user._id, text: 'Hello' }),
    // Heard, so that it is not among what a test listens for next.
    nextEvent(bSocket, 'getMessage'),
  ]);
  if (!first.ok) throw new Error(`the first message failed: ${first.error}`);
  return { a, b, aSocket, bSocket, conversationId: first.message.conversationId };
}

describe('messages sent together', () => {
  it('are stored in the order they came, a millisecond apart, each acknowledged once committed', async () => {
    const { a, b, aSocket, bSocket, conversationId } = await talking();
    const heard: IncomingMessage[] = [];
    bSocket.on('getMessage', (message) => heard.push(message));
    const storedWhenAcked: boolean[] = [];
    const acks = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const [socket, receiver] = i % 2 === 0 ? [aSocket, b] : [bSocket, a];
        return send(socket, { receiverId: receiver.user._id, text: `Burst ${i}` }).then(
          async (ack) => {
            const rows = ack.ok
              ? await server.app.ctx.db
                  .select()
                  .from(messages)
                  .where(eq(messages.id, ack.message._id))
              : [];
            storedWhenAcked.push(rows.length === 1);
            return ack;
          },
        );
      }),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    expect(storedWhenAcked.every(Boolean)).toBe(true);

    const stored = await storedIn(conversationId);
    expect(stored).toHaveLength(17);
    // Each sender's messages in the order they were sent; every time its own, increasing.
    const bySender = (senderId: string) =>
      stored.filter((row) => row.senderId === senderId).map((row) => row.text);
    expect(bySender(a.user._id)).toEqual([
      'Hello',
      ...[0, 2, 4, 6, 8, 10, 12, 14].map((i) => `Burst ${i}`),
    ]);
    expect(bySender(b.user._id)).toEqual([1, 3, 5, 7, 9, 11, 13, 15].map((i) => `Burst ${i}`));
    const times = stored.map((row) => row.createdAt.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] ?? 0);

    // The latest activity is the last message; each member's read mark their own last one.
    const lastOf = (senderId: string) => stored.findLast((row) => row.senderId === senderId);
    const conversation = await conversationOf(conversationId);
    const [memberA, memberB] = conversation?.memberA === a.user._id ? [a, b] : [b, a];
    expect(conversation?.updatedAt).toEqual(stored.at(-1)?.createdAt);
    expect(conversation?.memberAReadAt).toEqual(lastOf(memberA.user._id)?.createdAt);
    expect(conversation?.memberBReadAt).toEqual(lastOf(memberB.user._id)?.createdAt);

    // The partner was told of each once, in the order they were stored.
    await expect.poll(() => heard.length).toBe(16);
    expect(heard.map((m) => m._id)).toEqual(stored.slice(1).map((row) => row.id));
  });

  it('refuses a message between a blocker and the member they blocked, the others going through', async () => {
    const blocked = await talking();
    const other = await talking();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/blocks/${blocked.a.user._id}`,
      headers: { cookie: blocked.b.cookie },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [refused, sent] = await Promise.all([
      send(blocked.aSocket, { receiverId: blocked.b.user._id, text: 'Still there?' }),
      send(other.aSocket, { receiverId: other.b.user._id, text: 'Still there?' }),
    ]);
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(sent).toMatchObject({ ok: true });
    expect(await storedIn(blocked.conversationId)).toHaveLength(1);
    expect(await storedIn(other.conversationId)).toHaveLength(2);
  });

  it('refuses a text with a NUL character (400), the others of its group going through', async () => {
    const sender = await talking();
    const other = await talking();
    const [refused, sent] = await Promise.all([
      send(sender.aSocket, { receiverId: sender.b.user._id, text: 'Hello\u0000there' }),
      send(other.aSocket, { receiverId: other.b.user._id, text: 'Still there?' }),
    ]);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(sent).toMatchObject({ ok: true });
    expect(await storedIn(sender.conversationId)).toHaveLength(1);
    expect(await storedIn(other.conversationId)).toHaveLength(2);
  });

  it('stores a message id sent twice at once once, and answers both with it', async () => {
    const { b, aSocket, bSocket, conversationId } = await talking();
    const heard: IncomingMessage[] = [];
    bSocket.on('getMessage', (message) => heard.push(message));
    const _id = crypto.randomUUID();
    const payload = { _id, receiverId: b.user._id, text: 'Twice' };
    const [one, two] = await Promise.all([send(aSocket, payload), send(aSocket, payload)]);
    expect(one).toMatchObject({ ok: true, message: { _id } });
    expect(two).toEqual(one);
    expect((await storedIn(conversationId)).filter((row) => row.id === _id)).toHaveLength(1);
    await expect.poll(() => heard.length).toBe(1);
  });

  it('answers 404 once the partner deleted their account, though their conversation was known', async () => {
    const { b, aSocket, conversationId } = await talking();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: b.cookie },
      payload: { password: 'Secret123' },
    });
    expect(res.statusCode).toBe(200);
    const ack = await send(aSocket, { receiverId: b.user._id, text: 'Are you there?' });
    expect(ack).toMatchObject({ ok: false, status: 404 });
    expect(await storedIn(conversationId)).toEqual([]);
  });

  it('writes batches under way at once over the same conversations, in order and without deadlock', async () => {
    const repo = chatRepository(server.app.ctx.db);
    const host = await signUp(server.app);
    const others = await Promise.all(Array.from({ length: 5 }, () => signUp(server.app)));
    const pairs = await Promise.all(
      others.map(async (other) => {
        const row = await repo.insertConversation(host.user._id, other.user._id);
        if (!row) throw new Error('the conversation exists already');
        return row;
      }),
    );
    // Each round, three batches name overlapping conversations in different orders.
    for (let round = 0; round < 8; round += 1) {
      const batches = [0, 1, 2].map((b) =>
        [...pairs]
          .sort((x, y) => (x.id < y.id ? -1 : 1) * (b % 2 === 0 ? 1 : -1))
          .filter((_, j) => (j + round + b) % 3 !== 0)
          .map((pair) => ({
            id: crypto.randomUUID(),
            conversationId: pair.id,
            senderId: b === 1 ? pair.memberB : pair.memberA,
            text: `Round ${round}`,
            language: null,
          })),
      );
      const outcomes = await Promise.all(batches.map((batch) => repo.sendMessages(batch)));
      expect(outcomes.flat().every((o) => o.found && !o.blockedEitherWay && o.message)).toBe(true);
    }
    for (const pair of pairs) {
      const stored = await storedIn(pair.id);
      const times = stored.map((row) => row.createdAt.getTime());
      expect(new Set(times).size).toBe(times.length);
      expect((await conversationOf(pair.id))?.updatedAt).toEqual(stored.at(-1)?.createdAt);
    }
  });
});
