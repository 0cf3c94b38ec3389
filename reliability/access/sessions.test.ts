/**
 * Sessions: the cookie's attributes (HttpOnly, SameSite, Secure and the `__Host-` prefix behind
 * HTTPS in production), rotation at sign-in, and the session (with its open sockets) dead after
 * sign-out, a password change and a suspension.
 */
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app';
import {
  type ClientSocket,
  openSocket,
  socketClosed,
} from '../../apps/server/src/realtime/test-socket';
import {
  makeAdmin,
  type SignedUp,
  sessionCookieOf,
  signUp,
} from '../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/src/test/harness';

const PASSWORD = 'Secret123';

let t: TestApp;
let base: string;
let admin: SignedUp;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const signIn = (app: App, email: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/api/users/auth',
    headers: cookie ? { cookie } : {},
    payload: { email, password: PASSWORD },
  });

/** Who the cookie signs in as (null: nobody), and whether a member route lets it through. */
async function whoIs(cookie: string) {
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const member = await t.app.inject({ method: 'GET', url: '/api/userposts', headers: { cookie } });
  return { id: session.json().user?._id ?? null, memberRoute: member.statusCode };
}

const openMemberSocket = (cookie: string) => openSocket(base, cookie, sockets);

/** A member with a second session (another device) and a socket open on each. */
async function memberOnTwoDevices() {
  const member = await signUp(t.app, { password: PASSWORD });
  const other = sessionCookieOf(await signIn(t.app, member.user.email));
  return {
    member,
    other,
    here: await openMemberSocket(member.cookie),
    there: await openMemberSocket(other),
  };
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax for the whole site, not Secure over plain http', async () => {
    const res = await signIn(t.app, admin.user.email);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['production over HTTPS', 'https://oneworld.example', `__Host-${SESSION_COOKIE}`, true],
    ['production on plain http (a local trial)', 'http://localhost:3000', SESSION_COOKIE, false],
  ])(
    'in %s: __Host- prefixed and Secure only behind HTTPS',
    async (_name, publicUrl, name, secure) => {
      const prod = await createTestApp({ env: 'production', publicUrl });
      try {
        const member = await signUp(prod.app, { password: PASSWORD });
        const res = await signIn(prod.app, member.user.email);
        const cookie = res.cookies.find((c) => c.name === name);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(Boolean(cookie?.secure)).toBe(secure);
        expect(cookie).not.toHaveProperty('domain');
        // Signing out clears the same cookie with the same attributes (a __Host- one needs Secure).
        const out = await prod.app.inject({
          method: 'POST',
          url: '/api/users/logout',
          headers: { cookie: `${name}=${cookie?.value}` },
        });
        expect(out.cookies.find((c) => c.name === name)).toMatchObject({ value: '', path: '/' });
        expect(Boolean(out.cookies.find((c) => c.name === name)?.secure)).toBe(secure);
      } finally {
        await prod.close();
      }
    },
  );
});

describe('a session', () => {
  it('is rotated at sign-in: a new token, the one sent along dead', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const again = sessionCookieOf(await signIn(t.app, member.user.email, member.cookie));
    expect(again).not.toBe(member.cookie);
    expect(await whoIs(again)).toEqual({ id: member.user._id, memberRoute: 200 });
    expect(await whoIs(member.cookie)).toEqual({ id: null, memberRoute: 401 });
  });

  it('planted by someone else (session fixation) is never adopted', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const planted = `${SESSION_COOKIE}=${'a'.repeat(43)}`;
    const issued = sessionCookieOf(await signIn(t.app, member.user.email, planted));
    expect(issued).not.toBe(planted);
    expect(await whoIs(planted)).toEqual({ id: null, memberRoute: 401 });
  });

  it('ends at sign-out, with its socket; the other device’s lives on', async () => {
    const { member, other, here, there } = await memberOnTwoDevices();
    const gone = socketClosed(here);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: member.cookie },
    });
    await gone;
    expect(await whoIs(member.cookie)).toEqual({ id: null, memberRoute: 401 });
    expect(await whoIs(other)).toEqual({ id: member.user._id, memberRoute: 200 });
    expect(there.connected).toBe(true);
  });

  it('of other devices ends when the password changes, with their sockets', async () => {
    const { member, other, here, there } = await memberOnTwoDevices();
    const gone = socketClosed(there);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: member.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'Secret456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await gone;
    expect(await whoIs(other)).toEqual({ id: null, memberRoute: 401 });
    expect(await whoIs(member.cookie)).toEqual({ id: member.user._id, memberRoute: 200 });
    expect(here.connected).toBe(true);
  });

  it('ends everywhere, sockets included, when the member is suspended', async () => {
    const { member, other, here, there } = await memberOnTwoDevices();
    const gone = Promise.all([socketClosed(here), socketClosed(there)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user._id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Harassment of other members.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await gone;
    for (const cookie of [member.cookie, other]) {
      expect(await whoIs(cookie)).toEqual({ id: null, memberRoute: 401 });
    }
    expect((await signIn(t.app, member.user.email)).statusCode).toBe(403);
    // A socket cannot come back with the dead session either.
    await expect(openMemberSocket(member.cookie)).rejects.toThrow();
  });
});
