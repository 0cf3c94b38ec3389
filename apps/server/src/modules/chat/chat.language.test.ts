import type { IncomingMessage, Message, MessagesPage, SendMessageAck } from '@one-world/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, connectMember, nextEvent } from '../../realtime/test-socket';
import { type SignedUp, signUp, startConversation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

// Issue 17: a chat message carries the language it is written in, detected on write (over HTTP
// and the socket alike) unless the sender names it.

let t: TestApp;
let url: string;
let a: SignedUp;
let b: SignedUp;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  a = await signUp(t.app, { name: 'Neema Mwangi' });
  b = await signUp(t.app, { name: 'Lina Haddad' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A connected socket of the member, once it is in the member's room (so emits reach it). */
function online(member: SignedUp): Promise<ClientSocket> {
  return connectMember(t.app.ctx.realtime, url, member, sockets);
}

async function send(payload: Record<string, unknown>): Promise<Message> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: a.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

describe('the language of a chat message', () => {
  it('is detected over HTTP, kept when the sender names it, unknown when too short', async () => {
    const { _id: conversationId } = await startConversation(t.app, a.cookie, b.user._id);
    const swahili = await send({
      conversationId,
      text: 'Habari yako? Tutakutana kesho asubuhi sokoni kupanga mkutano wa kijiji.',
    });
    expect(swahili.language).toBe('sw');
    const chosen = await send({
      conversationId,
      text: 'Habari yako? Tutakutana kesho asubuhi sokoni.',
      language: 'ar',
    });
    expect(chosen.language).toBe('ar');
    expect((await send({ conversationId, text: 'Sawa!' })).language).toBeNull();

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${conversationId}`,
      headers: { cookie: b.cookie },
    });
    expect(res.json<MessagesPage>().messages.map((m) => m.language)).toEqual(['sw', 'ar', null]);
  });

  it('is detected for a message sent over the socket and delivered with it', async () => {
    const [aSocket, bSocket] = await Promise.all([online(a), online(b)]);
    const delivered = nextEvent(bSocket, 'getMessage');
    const ack: SendMessageAck = await (aSocket as unknown as Socket)
      .timeout(10_000)
      .emitWithAck('sendMessage', {
        receiverId: b.user._id,
        text: 'مرحبا، هل يمكننا أن نلتقي غدا في المكتبة لمناقشة المشروع؟',
      });
    expect(ack.ok && ack.message.language).toBe('ar');
    const heard = (await delivered) as IncomingMessage;
    expect(heard.language).toBe('ar');
  });

  it('refuses a language that is not a content language', async () => {
    const { _id: conversationId } = await startConversation(t.app, a.cookie, b.user._id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload: { conversationId, text: 'Hello there', language: 'klingon' },
    });
    expect(res.statusCode).toBe(400);
  });
});
