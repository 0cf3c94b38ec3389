import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKES_PER_MINUTE, WRITES_PER_MINUTE } from '../../lib/rate-limits';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each([
  ['DELETE', `/api/posts/${UNKNOWN_ID}`, WRITES_PER_MINUTE],
  ['DELETE', `/api/comments/${UNKNOWN_ID}`, WRITES_PER_MINUTE],
  ['POST', `/api/like/${UNKNOWN_ID}`, LIKES_PER_MINUTE],
] as const)('%s %s per member', (method, url, max) => {
  it(`allows ${max} requests a minute, then answers 429 to that member only`, async () => {
    const busy = await signUp(t.app);
    const send = (cookie: string) => t.app.inject({ method, url, headers: { cookie } });
    for (let i = 0; i < max; i++) expect((await send(busy.cookie)).statusCode).toBe(404);
    const refused = await send(busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await signUp(t.app);
    expect((await send(other.cookie)).statusCode).toBe(404);
  });
});
