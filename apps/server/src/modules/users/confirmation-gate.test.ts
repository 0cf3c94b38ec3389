import { MAIL_MESSAGES, type SendMessageAck } from '@one-world/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, connectMember } from '../../realtime/test-socket';
import { type SignedUp, signUp, startConversation } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/harness';
import { english } from '../../test/i18n';
import { latestToken } from '../../test/outbox';
import { publish } from '../../test/posts';

// The app as REQUIRE_EMAIL_CONFIRMATION=true builds it.
let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ mail: { ...testConfig().mail, requireConfirmation: true } });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function confirmed(): Promise<SignedUp> {
  const member = await signUp(t.app);
  const token = await latestToken(t.app, member.user.email, 'confirm-email', '/auth/confirm');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/email/confirm',
    payload: { token },
  });
  expect(res.statusCode).toBe(200);
  return member;
}

/**
 * Makes each gated write as `member` (with bodies valid for writing to `other`) and answers the
 * status of each by its URL.
 */
async function gatedWrites(member: SignedUp, other: SignedUp): Promise<Record<string, number>> {
  const post = await publish(t.app, other.cookie);
  const conversation = await startConversation(t.app, other.cookie, member.user._id);
  const writes = [
    {
      url: '/api/posts',
      payload: {
        title: 'Water for all',
        content: 'A well for the village',
        postCategory: 'Climate',
      },
    },
    { url: `/api/comments/${post._id}`, payload: { commentContent: 'Well said' } },
    { url: '/api/conversations', payload: { receiverId: other.user._id } },
    { url: '/api/messages', payload: { conversationId: conversation._id, text: 'Hello' } },
    { url: '/api/review', payload: { title: 'Great site', desc: 'I like it here', rating: 5 } },
  ];
  const statuses: Record<string, number> = {};
  for (const write of writes) {
    const res = await t.app.inject({
      method: 'POST',
      url: write.url,
      headers: { cookie: member.cookie },
      payload: write.payload,
    });
    statuses[write.url] = res.statusCode;
    if (res.statusCode === 403)
      expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.confirmationRequired) });
  }
  return statuses;
}

/** A connected socket of the member, once it is in the member's room. */
function online(member: SignedUp): Promise<ClientSocket> {
  return connectMember(t.app.ctx.realtime, url, member, sockets);
}

function sendOverSocket(socket: ClientSocket, receiverId: string): Promise<SendMessageAck> {
  return (socket as unknown as Socket)
    .timeout(10_000)
    .emitWithAck('sendMessage', { receiverId, text: 'Hello over the socket' });
}

describe('REQUIRE_EMAIL_CONFIRMATION=true', () => {
  it('refuses an unconfirmed member posting, commenting, messaging and reviewing (403)', async () => {
    const member = await signUp(t.app);
    const other = await confirmed();
    const statuses = await gatedWrites(member, other);
    expect(Object.keys(statuses)).toHaveLength(5);
    for (const [url, status] of Object.entries(statuses))
      expect({ url, status }).toEqual({ url, status: 403 });
    const socket = await online(member);
    expect(await sendOverSocket(socket, other.user._id)).toEqual({
      ok: false,
      status: 403,
      error: english(MAIL_MESSAGES.confirmationRequired),
    });

    // Confirming in another tab opens the socket that was already connected.
    const token = await latestToken(t.app, member.user.email, 'confirm-email', '/auth/confirm');
    await t.app.inject({ method: 'POST', url: '/api/users/email/confirm', payload: { token } });
    expect(await sendOverSocket(socket, other.user._id)).toMatchObject({ ok: true });
  });

  it('lets a confirmed member do all of it', async () => {
    const member = await confirmed();
    const other = await confirmed();
    for (const [url, status] of Object.entries(await gatedWrites(member, other))) {
      expect({ url, ok: status < 300 }).toEqual({ url, ok: true });
    }
    expect(await sendOverSocket(await online(member), other.user._id)).toMatchObject({ ok: true });
  });

  it('lets an unconfirmed member read, like, follow and edit their profile', async () => {
    const member = await signUp(t.app);
    const other = await confirmed();
    const post = await publish(t.app, other.cookie);
    const asMember = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
      t.app.inject({ method, url: path, headers: { cookie: member.cookie }, payload });
    for (const res of [
      await asMember('GET', '/api/session'),
      await asMember('GET', `/api/posts/${post._id}`),
      await asMember('GET', `/api/users/${other.user._id}`),
      await asMember('POST', `/api/like/${post._id}`),
      await asMember('POST', `/api/follow/${other.user._id}`),
      await asMember('PATCH', `/api/updatedbio/${member.user._id}`, { bio: 'Hello' }),
    ]) {
      expect(res.statusCode).toBe(200);
    }
  });

  it('still answers 401 before 403 to a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
