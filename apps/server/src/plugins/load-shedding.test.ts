import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** Keeps the event loop busy, as a flood of requests would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs
  }
}

/**
 * Issue 12's load shedding through the real app: a saturated event loop (here the utilization of
 * the last one-second sample over 50%) gets 503 with Retry-After, in the request's language; the
 * health check still answers; service comes back with the next calm sample.
 */
describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      loadShedding: { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0.5, retryAfterSeconds: 7 },
    });
  });
  afterAll(() => t.close());

  const board = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/posts?category=Climate',
      headers: { 'accept-language': 'fr' },
    });

  it('serves normally, refuses with 503 while saturated, then serves again', async () => {
    expect((await board()).statusCode).toBe(200);
    // The first two samples after start are not trusted (they may still cover start-up's work).
    await sleep(2100);
    expect((await board()).statusCode).toBe(200);

    blockEventLoop(1500);
    // The overdue sample is taken on the loop's next turn.
    await sleep(20);
    expect(t.app.isUnderPressure()).toBe(true);
    const refused = await board();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      message: 'Le serveur est surchargé. Veuillez réessayer dans quelques secondes.',
    });

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    while (t.app.isUnderPressure()) await sleep(100);
    expect((await board()).statusCode).toBe(200);
  }, 15_000);
});
