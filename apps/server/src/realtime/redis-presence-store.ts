import type { ClientContext, Redis, Result } from 'ioredis';
import type { LiveSocket, PresenceOptions, PresenceStore } from './presence-store';

/** Expired index entries taken per round trip of a sweep. */
const SWEEP_BATCH = 500;

/*
 * A member's sockets are a sorted set scored by expiry (epoch ms); expired entries are purged
 * before each decision, so "first" and "last" mean first and last live socket. Each script runs
 * atomically, so of two nodes touching one member at once exactly one sees the change.
 */

/** KEYS: member, index. ARGV: socket id, index entry, now, expiry, member key TTL. 1 if first. */
const ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local first = redis.call('ZCARD', KEYS[1]) == 0
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[2])
if first then return 1 end
return 0`;

/** KEYS: member, index. ARGV: socket id, index entry, now. 1 if it left the member with none. */
const DROP = `
local before = redis.call('ZCARD', KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2])
if before > 0 and redis.call('ZCARD', KEYS[1]) == 0 then return 1 end
return 0`;

declare module 'ioredis' {
  interface RedisCommander<Context extends ClientContext = { type: 'default' }> {
    owPresenceAdd(
      member: string,
      index: string,
      socketId: string,
      entry: string,
      now: number,
      expiresAt: number,
      keyTtlMs: number,
    ): Result<number, Context>;
    owPresenceDrop(
      member: string,
      index: string,
      socketId: string,
      entry: string,
      now: number,
    ): Result<number, Context>;
  }
}

/** The results of a pipeline, or its first error (ioredis reports them per command). */
async function results(replies: Promise<[Error | null, unknown][] | null>): Promise<unknown[]> {
  return ((await replies) ?? []).map(([err, value]) => {
    if (err) throw err;
    return value;
  });
}

/** The members of the sockets whose script answered 1 (their presence changed), each once. */
const changedMembers = (sockets: readonly LiveSocket[], replies: unknown[]) => [
  ...new Set(sockets.filter((_, i) => replies[i] === 1).map((s) => s.userId)),
];

/** An entry of the index: member and socket (neither id ever contains a space). */
const indexEntry = (userId: string, socketId: string) => `${userId} ${socketId}`;
function parseEntry(entry: string): LiveSocket {
  const space = entry.indexOf(' ');
  return { userId: entry.slice(0, space), socketId: entry.slice(space + 1) };
}

/**
 * Presence shared by every node through Redis. Scores are the nodes' clocks, so the nodes need
 * clocks in step (NTP) to well within the TTL. Its keys start with `keyPrefix` (the deployment's
 * prefix and "-presence:", apart from the rate limits' keys).
 */
export function redisPresenceStore(
  redis: Redis,
  { ttlMs, clock }: PresenceOptions,
  keyPrefix: string,
): PresenceStore {
  /** Every node's sockets, scored by expiry: what the sweeps scan. */
  const indexKey = `${keyPrefix}sockets`;
  const memberKey = (userId: string) => `${keyPrefix}user:${userId}`;
  redis.defineCommand('owPresenceAdd', { numberOfKeys: 2, lua: ADD });
  redis.defineCommand('owPresenceDrop', { numberOfKeys: 2, lua: DROP });
  const now = () => clock.now().getTime();
  // A member key left behind when no node sweeps (all stopped) still disappears; twice the TTL so
  // that a live node's sweep, which announces the member offline, always finds it first.
  const keyTtlMs = 2 * ttlMs;

  /** Records the sockets live for another TTL; the members that had none before. */
  const add = async (sockets: readonly LiveSocket[]) => {
    if (sockets.length === 0) return [];
    const at = now();
    const pipeline = redis.pipeline();
    for (const { userId, socketId } of sockets) {
      const entry = indexEntry(userId, socketId);
      pipeline.owPresenceAdd(
        memberKey(userId),
        indexKey,
        socketId,
        entry,
        at,
        at + ttlMs,
        keyTtlMs,
      );
    }
    return changedMembers(sockets, await results(pipeline.exec()));
  };

  /** Forgets the sockets; the members left without any. */
  const drop = async (sockets: readonly LiveSocket[]) => {
    if (sockets.length === 0) return [];
    const at = now();
    const pipeline = redis.pipeline();
    for (const { userId, socketId } of sockets) {
      pipeline.owPresenceDrop(
        memberKey(userId),
        indexKey,
        socketId,
        indexEntry(userId, socketId),
        at,
      );
    }
    return changedMembers(sockets, await results(pipeline.exec()));
  };

  return {
    add: async (userId, socketId) => (await add([{ userId, socketId }])).length > 0,
    remove: async (userId, socketId) => (await drop([{ userId, socketId }])).length > 0,
    refresh: add,

    async online(userIds) {
      if (userIds.length === 0) return [];
      const pipeline = redis.pipeline();
      const liveAfter = `(${now()}`;
      for (const userId of userIds) pipeline.zcount(memberKey(userId), liveAfter, '+inf');
      const counts = await results(pipeline.exec());
      return userIds.filter((_, i) => Number(counts[i]) > 0);
    },

    async sweep() {
      const offline = new Set<string>();
      for (;;) {
        const expired = await redis.zrangebyscore(indexKey, '-inf', now(), 'LIMIT', 0, SWEEP_BATCH);
        if (expired.length === 0) break;
        // Whichever node's ZREM removes an entry handles it; the others leave it alone.
        const pipeline = redis.pipeline();
        for (const entry of expired) pipeline.zrem(indexKey, entry);
        const removed = await results(pipeline.exec());
        const mine = expired.filter((_, i) => removed[i] === 1).map(parseEntry);
        for (const userId of await drop(mine)) offline.add(userId);
        if (expired.length < SWEEP_BATCH) break;
      }
      return [...offline];
    },
  };
}
