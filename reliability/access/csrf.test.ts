/**
 * CSRF: every state-changing route refuses a foreign Origin with 403 before it reads the session
 * or the body; the routes allowed cross-site by design (`config.allowCrossSite`) use no session
 * cookie; the Socket.IO handshake refuses a foreign Origin.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../apps/server/src/lib/i18n';
import { connectSocket } from '../../apps/server/src/realtime/test-socket';
import { UNKNOWN_ID } from '../../apps/server/src/test/posts';
import { createWorld, type World } from './world';

const FOREIGN = 'https://evil.example';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const crossSiteMessage = translatorFor('en').t('errors.crossSite');

let world: World;
let base: string;
beforeAll(async () => {
  world = await createWorld();
  await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(world.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => world.t.close());

const writes = () => world.routes.filter((r) => !SAFE.has(r.method));
/** A concrete path: the Origin check answers before the route reads its parameters. */
const pathOf = (url: string) => url.replace(/:\w+/g, UNKNOWN_ID);

function write(method: string, url: string, headers: Record<string, string>) {
  return world.t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: world.owner.cookie, ...headers },
    payload: {},
  });
}

describe('state-changing routes', () => {
  it('refuse a foreign Origin with 403, with or without a session', async () => {
    const guarded = writes().filter((r) => !r.config?.allowCrossSite);
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      for (const cookie of [world.owner.cookie, '']) {
        const res = await write(route.method, pathOf(route.url), { origin: FOREIGN, cookie });
        expect(res.statusCode, `${route.key}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ message: crossSiteMessage });
      }
    }
  });

  it('refuse a malformed or "null" Origin, and let the site’s own through', async () => {
    for (const origin of ['null', 'not a url', 'http://127.0.0.1.evil.example']) {
      const res = await write('POST', '/api/notifications/read', { origin });
      expect(res.statusCode, origin).toBe(403);
    }
    const own = await write('POST', '/api/notifications/read', {
      host: 'oneworld.test',
      origin: 'http://oneworld.test',
    });
    expect(own.statusCode).not.toBe(403);
  });

  it('allowed cross-site (one-click unsubscribe) only where no session cookie is used', async () => {
    const open = writes().filter((r) => r.config?.allowCrossSite);
    expect(open.map((r) => r.key)).toEqual(['POST /api/mail/unsubscribe']);
    for (const route of open) {
      expect(route.onRequest).not.toContain('requireSignIn');
      const withSession = await write(route.method, `${route.url}?token=forged`, {
        origin: FOREIGN,
      });
      const without = await write(route.method, `${route.url}?token=forged`, {
        origin: FOREIGN,
        cookie: '',
      });
      // The session changes nothing: same answer, and no cookie set or cleared.
      expect(withSession.statusCode).not.toBe(403);
      expect([withSession.statusCode, withSession.body]).toEqual([
        without.statusCode,
        without.body,
      ]);
      expect(withSession.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('GET /api/users/logout, the one state-changing GET (kept by SPEC)', () => {
  it('is refused when the browser says it was sent cross-site, and the session survives', async () => {
    const headers = { cookie: world.owner.cookie, 'sec-fetch-site': 'cross-site' };
    const res = await world.t.app.inject({ method: 'GET', url: '/api/users/logout', headers });
    expect(res.statusCode).toBe(403);
    const session = await world.t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: world.owner.cookie },
    });
    expect(session.json().user?._id).toBe(world.owner.user._id);
  });
});

describe('the socket handshake', () => {
  const handshake = (origin: string) =>
    new Promise<string>((resolve) => {
      const socket = connectSocket(base, { cookie: world.owner.cookie, origin });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (err) => {
        socket.close();
        resolve(`refused: ${err.message}`);
      });
    });

  it('refuses a foreign Origin and accepts the site’s own', async () => {
    expect(await handshake(FOREIGN)).toMatch(/^refused/);
    expect(await handshake(base)).toBe('connected');
  });
});
