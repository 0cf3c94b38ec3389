import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Logs a client's errors at warn. ioredis emits one per failed reconnect (every ≤ 2 s while Redis
 * is down), so a repeat of the previous message is skipped until the client is ready again.
 */
export function logRedisErrors(client: Redis, log: FastifyBaseLogger, name: string): Redis {
  let last: string | undefined;
  client.on('error', (err: Error) => {
    if (err.message === last) return;
    last = err.message;
    log.warn({ err }, `${name}: Redis error`);
  });
  client.on('ready', () => {
    if (last !== undefined) log.info(`${name}: Redis connected again`);
    last = undefined;
  });
  return client;
}

/**
 * The shared client of the rate limits and the health check. While Redis is unreachable its
 * commands fail at once instead of queueing (no offline queue, and a timeout for a Redis that
 * hangs), so rate limits are skipped and health reports it rather than every request waiting;
 * ioredis keeps reconnecting in the background. Resolves once connected or after the first
 * failure, never waiting for Redis to come up.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when Redis is configured: a single node never needs the client.
  const { Redis } = await import('ioredis');
  const client = logRedisErrors(
    new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 2, commandTimeout: 2_000 }),
    log,
    'redis',
  );
  await once(client, 'ready').catch(() =>
    log.warn('starting without Redis: rate limits are skipped until it is reachable'),
  );
  return client;
}

/**
 * The names a deployment uses in Redis, all after its `REDIS_PREFIX` (README, docs/OPERATIONS.md):
 * the one place they are made.
 */
export const redisNames = (prefix: string) => ({
  /** Keys of the rate limits' counters. */
  rateLimits: `${prefix}-rl:`,
  /** Keys of the sockets' presence. */
  presence: `${prefix}-presence:`,
  /** Channels of the Socket.IO adapter. */
  socketIo: `${prefix}-socket.io`,
  /** The cluster bus's channel for one kind of news. */
  cluster: (channel: string) => `${prefix}:cluster:${channel}`,
});

/**
 * Options of a duplicate of the shared client that, unlike it, queues its commands while Redis is
 * away, without a retry limit or timeout: subscriptions must be made whenever Redis comes back.
 */
export const waitingForRedis = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
} as const;

/** Closes a client: politely when connected, at once otherwise (quit would wait or fail). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}
