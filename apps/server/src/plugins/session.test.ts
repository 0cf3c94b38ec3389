import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { sessions } from '../db/schema';
import { sessionsRepository } from '../db/sessions.repository';
import { insertUser } from '../test/factories';
import { createTestDatabase, testConfig } from '../test/harness';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('expired sessions', () => {
  let app: App;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    const { db } = test.database;
    const user = await insertUser(db, { name: 'Sleeper', email: 'sleeper@example.test' });
    const repo = sessionsRepository(db);
    await repo.create(hash('expired-token'), user.id, new Date(Date.now() - DAY_MS));
    await repo.create(hash('live-token'), user.id, new Date(Date.now() + DAY_MS));
    app = await buildApp(testConfig(), { database: test.database, mailWorker: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('are deleted at start-up, live ones kept', async () => {
    const rows = await app.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows).toEqual([{ tokenHash: hash('live-token') }]);
  });

  it('no longer authenticate', async () => {
    const whoIs = async (token: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      return res.json().user?.name ?? null;
    };
    expect(await whoIs('expired-token')).toBeNull();
    expect(await whoIs('live-token')).toBe('Sleeper');
  });
});

describe('the session cookie in production over HTTPS', () => {
  let app: App;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    const config = testConfig({ env: 'production', publicUrl: 'https://oneworld.example' });
    app = await buildApp(config, { database: test.database, mailWorker: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('is __Host- prefixed and Secure, and only that name signs in', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Host Cookie', email: 'host-cookie@example.test', password: 'Secret123' },
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = signUp.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    const whoIs = async (name: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: `${name}=${cookie?.value}` },
      });
      return res.json().user?.email ?? null;
    };
    expect(await whoIs(`__Host-${SESSION_COOKIE}`)).toBe('host-cookie@example.test');
    // The bare name is what a sibling subdomain or a plain-http page could plant.
    expect(await whoIs(SESSION_COOKIE)).toBeNull();
  });
});
