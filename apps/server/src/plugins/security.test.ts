import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';

const MAX = 5;

// Counters live in Redis when TEST_REDIS_URL is set and outlive a run, so every test acts from
// its own addresses.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('the API-wide rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { max: MAX, authMax: 100_000 } });
  });
  afterAll(() => t.close());

  const session = (cookie: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie }, remoteAddress });

  it('gives each signed-in member behind one address a budget of their own', async () => {
    const ip = randomIp();
    const members = [await signUp(t.app), await signUp(t.app)];
    for (const { cookie } of members) {
      for (let i = 0; i < MAX; i++) expect((await session(cookie, ip)).statusCode).toBe(200);
    }
    const refused = await session(members[0]?.cookie ?? '', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts visitors by their address', async () => {
    const ip = randomIp();
    for (let i = 0; i < MAX; i++) expect((await session('', ip)).statusCode).toBe(200);
    expect((await session('', ip)).statusCode).toBe(429);
    expect((await session('', randomIp())).statusCode).toBe(200);
  });
});
