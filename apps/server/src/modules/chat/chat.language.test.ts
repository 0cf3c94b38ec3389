import type { IncomingMessage, Message, MessagesPage, SendMessageAck } from '@one-world/contract';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, connectMember, nextEvent } from '../../realtime/test-socket';
import { type SignedUp, signUp, startConversation } from '../../test/factories';
import { listeningTestApp } from '../../test/harness';

// Issue 17: a chat message carries the language it is written in, detected on write (over HTTP
// and the socket alike) unless the sender names it.

const server = listeningTestApp();
let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  a = await signUp(server.app, { name: 'Neema Mwangi' });
  b = await signUp(server.app, { name: 'Lina Haddad' });
});

/** A connected socket of the member, once it is in the member's room (so emits reach it). */
function online(member: SignedUp): Promise<ClientSocket> {
  return connectMember(server.app.ctx.realtime, server.url, member, server.sockets);
}

async function send(payload: Record<string, unknown>): Promise<Message> {
  const res = await server.app.inject({
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
    const { _id: conversationId } = await startConversation(server.app, a.cookie, b.user._id);
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

    const res = await server.app.inject({
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
    const { _id: conversationId } = await startConversation(server.app, a.cookie, b.user._id);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.cookie },
      payload: { conversationId, text: 'Hello there', language: 'klingon' },
    });
    expect(res.statusCode).toBe(400);
  });
});
