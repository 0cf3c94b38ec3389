import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type ClusterBus, redisClusterBus } from './cluster-bus';

const redisUrl = process.env.TEST_REDIS_URL;
/** Channels of this file's own: other test files' apps may use the same Redis at the same time. */
const prefix = `owtest-${randomUUID()}`;

describe.runIf(redisUrl)('the cluster bus over Redis', () => {
  const clients: Redis[] = [];
  const buses: ClusterBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(clients.map((client) => client.quit()));
  });

  /** A node's bus and what it heard of this test's messages, once its subscription is made. */
  async function node(mine: Set<string>) {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    const bus = redisClusterBus(client, pino({ level: 'silent' }), prefix);
    buses.push(bus);
    const heard: string[] = [];
    const waiting = new Map<string, () => void>();
    // Only this test's messages count, not an earlier test's.
    await bus.subscribe('board-cache', (news) => {
      if (!mine.has(news)) return;
      heard.push(news);
      waiting.get(news)?.();
    });
    const hears = (news: string) => new Promise<void>((resolve) => waiting.set(news, resolve));
    return { bus, heard, hears };
  }

  it('hands a message to the other nodes, never back to its sender', async () => {
    const [first, second] = [`post:${randomUUID()}`, `post:${randomUUID()}`];
    const mine = new Set([first, second]);
    const [a, b, c] = [await node(mine), await node(mine), await node(mine)];
    const heardFirst = Promise.all([b.hears(first), c.hears(first)]);
    a.bus.publish('board-cache', first);
    await heardFirst;
    // A node's messages arrive in order on its connection: once `a` hears `second`, it would
    // have heard its own `first` before it.
    const heardSecond = Promise.all([a.hears(second), c.hears(second)]);
    b.bus.publish('board-cache', second);
    await heardSecond;
    expect([a.heard, b.heard, c.heard]).toEqual([[second], [first], [first, second]]);
  });
});
