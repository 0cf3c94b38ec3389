import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryPresenceStore } from './memory-presence-store';
import type { PresenceOptions, PresenceStore } from './presence-store';
import { redisPresenceStore } from './redis-presence-store';

const TTL = 30_000;

/** A clock the tests move by hand, so that expiry needs no waiting. */
function manualClock() {
  let now = Date.parse('2030-01-01T00:00:00Z');
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

interface Backend {
  /** A store as one node sees it; two calls give two nodes sharing the same presence. */
  node(options: PresenceOptions): PresenceStore;
  /** Whether two nodes share presence (memory is one node's own). */
  shared: boolean;
  close(): Promise<void>;
}

const memory = (): Backend => ({
  node: memoryPresenceStore,
  shared: false,
  close: async () => {},
});

/** Redis under a key prefix of this test's own, deleted afterwards. */
function redis(url: string): Backend {
  const client = new Redis(url);
  const prefix = `ow-presence-test:${randomBytes(6).toString('hex')}:`;
  return {
    node: (options) => redisPresenceStore(client, options, prefix),
    shared: true,
    async close() {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    },
  };
}

const backends: [string, () => Backend][] = [['memory', memory]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) backends.push(['Redis', () => redis(redisUrl)]);

describe.each(backends)('the %s presence store', (_, createBackend) => {
  const backend = createBackend();
  afterAll(() => backend.close());

  let clock: ReturnType<typeof manualClock>;
  let store: PresenceStore;
  let member: string;
  beforeEach(() => {
    clock = manualClock();
    store = backend.node({ ttlMs: TTL, clock });
    member = randomUUID();
  });

  it('says when a member comes online and when their last socket leaves', async () => {
    expect(await store.add(member, 'tab-1')).toBe(true);
    expect(await store.add(member, 'tab-2')).toBe(false);
    expect(await store.online([member])).toEqual([member]);

    expect(await store.remove(member, 'tab-1')).toBe(false);
    expect(await store.online([member])).toEqual([member]);
    expect(await store.remove(member, 'tab-2')).toBe(true);
    expect(await store.online([member])).toEqual([]);
    expect(await store.remove(member, 'tab-2')).toBe(false);
  });

  it('answers which of several members are online, in the order asked', async () => {
    const other = randomUUID();
    const absent = randomUUID();
    await store.add(other, 'a');
    await store.add(member, 'b');
    expect(await store.online([absent, other, member])).toEqual([other, member]);
    expect(await store.online([])).toEqual([]);
  });

  it('lets an unrefreshed socket expire, and the sweep reports its member offline once', async () => {
    await store.add(member, 'tab');
    clock.advance(TTL - 1);
    expect(await store.online([member])).toEqual([member]);
    expect(await store.sweep()).not.toContain(member);

    clock.advance(1);
    expect(await store.online([member])).toEqual([]);
    expect(await store.sweep()).toContain(member);
    expect(await store.sweep()).not.toContain(member);
  });

  it('keeps refreshed sockets live, and records again one it lost', async () => {
    await store.add(member, 'tab');
    clock.advance(TTL - 1);
    expect(await store.refresh([{ userId: member, socketId: 'tab' }])).toEqual([]);
    clock.advance(TTL - 1);
    expect(await store.sweep()).not.toContain(member);
    expect(await store.online([member])).toEqual([member]);

    clock.advance(TTL);
    expect(await store.sweep()).toContain(member);
    expect(await store.refresh([{ userId: member, socketId: 'tab' }])).toEqual([member]);
    expect(await store.online([member])).toEqual([member]);
  });

  it('keeps a member online through the expiry of one socket while another lives', async () => {
    await store.add(member, 'crashed');
    clock.advance(TTL / 2);
    expect(await store.add(member, 'live')).toBe(false);
    clock.advance(TTL / 2);
    expect(await store.sweep()).not.toContain(member);
    expect(await store.online([member])).toEqual([member]);

    // The last live socket leaving is the one change: the sweep does not report it again.
    expect(await store.remove(member, 'live')).toBe(true);
    expect(await store.sweep()).not.toContain(member);
  });

  it('counts a member whose sockets all expired unseen as coming online again', async () => {
    await store.add(member, 'old');
    clock.advance(TTL);
    expect(await store.add(member, 'new')).toBe(true);
    expect(await store.sweep()).not.toContain(member);
  });

  it.runIf(backend.shared)(
    'reports an expired member offline to one node of those sweeping',
    async () => {
      const other = backend.node({ ttlMs: TTL, clock });
      await store.add(member, 'tab-1');
      await other.add(member, 'tab-2');
      clock.advance(TTL);
      const [mine, theirs] = await Promise.all([store.sweep(), other.sweep()]);
      expect([...mine, ...theirs].filter((id) => id === member)).toEqual([member]);
    },
  );
});
