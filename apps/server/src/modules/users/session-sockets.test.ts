import { describe, expect, it } from 'vitest';
import { openSocket, socketClosed } from '../../realtime/test-socket';
import { type SignedUp, sessionCookieOf, signUp } from '../../test/factories';
import { listeningTestApp } from '../../test/harness';

const server = listeningTestApp();

/** A member signed in twice: a second device's session, beside the sign-up's. */
async function twoDevices(): Promise<{ member: SignedUp; other: string }> {
  const password = 'Secret123';
  const member = await signUp(server.app, { password });
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email: member.user.email, password },
  });
  return { member, other: sessionCookieOf(res) };
}

const online = (cookie: string) => openSocket(server.url, cookie, server.sockets);

/** The ids of the sockets the server still holds open. */
const openIds = async () => (await server.app.ctx.realtime.fetchSockets()).map((s) => s.id);

describe('sockets of an ended session', () => {
  it('close when the password changes, except the changing session’s own', async () => {
    const { member, other } = await twoDevices();
    const [here, there] = [await online(member.cookie), await online(other)];
    const gone = socketClosed(there);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: member.cookie },
      payload: { currentPassword: 'Secret123', newPassword: 'Secret456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await gone;
    expect(await openIds()).toContain(here.id);
  });

  it('close at sign-out, that session’s only', async () => {
    const { member, other } = await twoDevices();
    const [here, there] = [await online(member.cookie), await online(other)];
    const gone = socketClosed(here);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    await gone;
    expect(await openIds()).toContain(there.id);
  });

  it('all close when the member signs out everywhere', async () => {
    const { member, other } = await twoDevices();
    const [here, there] = [await online(member.cookie), await online(other)];
    const gone = Promise.all([socketClosed(here), socketClosed(there)]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/account/logout-everywhere',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    await gone;
  });
});
