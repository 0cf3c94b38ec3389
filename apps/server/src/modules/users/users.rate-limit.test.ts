import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ATTEMPTS_PER_IP_FACTOR } from '../../lib/rate-limits';
import { createTestApp, type TestApp } from '../../test/harness';

const AUTH_MAX = 3;
const PER_IP_MAX = AUTH_MAX * AUTH_ATTEMPTS_PER_IP_FACTOR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: 100_000, authMax: AUTH_MAX } });
});
afterAll(() => t.close());

// Counters live in Redis when TEST_REDIS_URL is set and outlive a run, so every test acts from
// its own address and emails.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueEmail = () => `limited-${randomUUID()}@example.test`;

function attempt(url: string, email: string, ip: string, password = 'Wrong123') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: { name: 'Limited', email, password },
  });
}

function expectTooMany(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many/) });
}

describe.each([
  ['sign-in', '/api/users/auth'],
  ['sign-up', '/api/users'],
])('%s rate limits', (_name, url) => {
  it(`allows ${AUTH_MAX} attempts per email, then answers 429 from any address`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < AUTH_MAX; i++) {
      expect((await attempt(url, email, randomIp())).statusCode).not.toBe(429);
    }
    expectTooMany(await attempt(url, email, randomIp()));
    // Another email from a fresh address is unaffected.
    expect((await attempt(url, uniqueEmail(), randomIp())).statusCode).not.toBe(429);
  });

  it(`allows ${PER_IP_MAX} attempts per IP, then answers 429 for any email`, async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_IP_MAX; i++) {
      expect((await attempt(url, uniqueEmail(), ip)).statusCode).not.toBe(429);
    }
    expectTooMany(await attempt(url, uniqueEmail(), ip));
  });
});

describe('a classroom behind one address', () => {
  it('signs in more members than the per-email limit, each after a typo', async () => {
    const ip = randomIp();
    const emails = Array.from({ length: AUTH_MAX * 3 }, uniqueEmail);
    for (const email of emails) {
      expect((await attempt('/api/users', email, ip, 'Right123')).statusCode).toBe(200);
    }
    for (const email of emails) {
      expect((await attempt('/api/users/auth', email, ip, 'Wrong123')).statusCode).toBe(401);
      expect((await attempt('/api/users/auth', email, ip, 'Right123')).statusCode).toBe(200);
    }
  });
});

describe('sign-in per email', () => {
  const signIn = (email: string, password: string) =>
    attempt('/api/users/auth', email, randomIp(), password);
  const signUp = async (email: string, password: string) => {
    expect((await attempt('/api/users', email, randomIp(), password)).statusCode).toBe(200);
  };

  it('does not count successful sign-ins', async () => {
    const email = uniqueEmail();
    await signUp(email, 'Right123');
    for (let i = 0; i < AUTH_MAX + 2; i++) {
      expect((await signIn(email, 'Right123')).statusCode).toBe(200);
    }
  });

  it(`refuses even the right password after ${AUTH_MAX} failures`, async () => {
    const email = uniqueEmail();
    await signUp(email, 'Right123');
    expect((await signIn(email, 'Right123')).statusCode).toBe(200);
    for (let i = 0; i < AUTH_MAX; i++) {
      expect((await signIn(email, 'Wrong123')).statusCode).toBe(401);
    }
    expectTooMany(await signIn(email, 'Right123'));
  });
});
