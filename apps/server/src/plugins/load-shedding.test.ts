import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { loadSheddingPlugin } from './load-shedding';

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
      loadShedding: {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0.5,
        maxQueueMs: 0,
        retryAfterSeconds: 7,
      },
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

    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(false), { timeout: 5000 });
    expect((await board()).statusCode).toBe(200);
  }, 15_000);
});

/**
 * Issue 13: requests queueing for the database leave the event loop idle, so its delay says
 * nothing; the answers' times do. When even the fastest answer of a second took longer than
 * `maxQueueMs`, the node sheds; once the queue is gone it serves again.
 */
describe('load shedding on a queue', () => {
  const settings = {
    maxEventLoopDelayMs: 0,
    maxEventLoopUtilization: 0,
    maxQueueMs: 50,
    retryAfterSeconds: 7,
  };

  it('refuses with 503 while every answer waits, then serves again', async () => {
    const app = Fastify();
    // The refusal's language may come from the visitor's cookie, as in the app.
    await app.register(cookie);
    await app.register(loadSheddingPlugin, settings);
    // Stands for a request waiting its turn at the database: the event loop stays free.
    app.get('/queued', async () => {
      await sleep(100);
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    await app.ready();
    try {
      // The first two samples after start are not trusted.
      await sleep(2100);
      expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);

      // Batches of slow answers until a sample has seen enough of them (samples come each second).
      let queueing = true;
      const traffic = (async () => {
        while (queueing) {
          await Promise.all(
            Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/queued' })),
          );
          // Once shedding, the answers come at once, without a timer: a turn of the event loop
          // lets the samples and waitFor's checks run (without it the loop starved them and
          // spun until the heap ran out, in one CI run of five).
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      let refused: Awaited<ReturnType<typeof app.inject>>;
      try {
        await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 5000 });
        refused = await app.inject({ method: 'GET', url: '/quick' });
      } finally {
        // The traffic stops whatever happened, never outliving the test.
        queueing = false;
        await traffic;
      }
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.json()).toEqual({
        message: 'The server is busy. Please try again in a few seconds.',
      });

      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), { timeout: 5000 });
      expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 20_000);
});
