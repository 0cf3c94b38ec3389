import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis, logRedisErrors, redisNames, waitingForRedis } from './redis';

/** What the nodes of one deployment tell each other, one channel per kind of news. */
export type ClusterChannel = 'board-cache' | 'sessions';

/**
 * Messages between the nodes of one deployment, for what lives in each node's memory (the boards'
 * page cache, the members' sessions): a node tells the others what changed. Best effort: while
 * Redis is away messages are lost, so whatever relies on it must also be right on its own within a
 * bound (each cache's lifetime).
 */
export interface ClusterBus {
  /** Sends `message` to every other node's subscribers of `channel` (never to this node's). */
  publish(channel: ClusterChannel, message: string): void;
  /**
   * Calls `handler` with each message another node publishes on `channel` from the moment the
   * subscription is made, which the promise tells (it never rejects: a failure is logged).
   */
  subscribe(channel: ClusterChannel, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** One node alone: nobody to tell. */
export const singleNodeBus: ClusterBus = {
  publish: () => {},
  subscribe: async () => {},
  close: async () => {},
};

/**
 * The bus over Redis pub/sub: publishes go through the shared client (failing at once while Redis
 * is away: the message is dropped), and a subscriber connection of its own resubscribes whenever
 * Redis comes back. Each message carries this node's id, so a node skips its own.
 */
export function redisClusterBus(
  redis: Redis,
  log: FastifyBaseLogger,
  redisPrefix: string,
): ClusterBus {
  const redisChannel = redisNames(redisPrefix).cluster;
  const node = randomUUID();
  const subscriber = logRedisErrors(redis.duplicate(waitingForRedis), log, 'cluster');
  const handlers = new Map<string, Set<(message: string) => void>>();
  const subscriptions = new Map<string, Promise<void>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const space = raw.indexOf(' ');
    if (space < 0 || raw.slice(0, space) === node) return;
    for (const handler of handlers.get(channel) ?? []) handler(raw.slice(space + 1));
  });
  return {
    publish(channel, message) {
      redis.publish(redisChannel(channel), `${node} ${message}`).catch((err: unknown) => {
        log.debug({ err, channel }, 'cluster message not sent (Redis unreachable)');
      });
    },
    subscribe(channel, handler) {
      const name = redisChannel(channel);
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      let made = subscriptions.get(name);
      if (!made) {
        made = subscriber.subscribe(name).then(
          () => {},
          (err: unknown) => log.warn({ err, channel }, 'cluster channel not subscribed'),
        );
        subscriptions.set(name, made);
      }
      return made;
    },
    close: () => closeRedis(subscriber),
  };
}
