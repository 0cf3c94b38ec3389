import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database, Executor } from './db/client';
import type { EventBus } from './events/event-bus';
import type { Clock } from './lib/clock';
import type { ClusterBus } from './lib/cluster-bus';
import type { RealtimeServer } from './realtime/socket-server';
import type { ImageStorage } from './storage';

/**
 * What a service is built from (`xService(ctx)`). Mail and payments join here with the issues
 * that bring them, so a service reaches every outside system through this one object.
 */
export interface ServiceContext {
  /** The database, or the transaction a caller already opened (see `withTransaction`). */
  db: Executor;
  /** Where group commits write their batches, and how many may be under way at once. */
  batches: Database['batches'];
  clock: Clock;
  /** Domain events; services record them inside `withTransaction`, never publish directly. */
  events: EventBus;
  /** Socket.IO; subscribers of domain events emit to `userRoom(id)`. */
  realtime: RealtimeServer;
  /** Pictures: `save` checks, re-encodes and stores one, giving its URL; `remove` a replaced one. */
  images: ImageStorage;
  /** Where links in mail point: PUBLIC_URL, else http://localhost:<port> (see `mailLink`). */
  publicBase: string;
}

/** What every module is given when it is registered. */
export interface AppContext extends ServiceContext {
  config: AppConfig;
  database: Database;
  redis: Redis | undefined;
  /** Messages to the other nodes about what changed in this one's memory (Redis pub/sub). */
  cluster: ClusterBus;
  /** Whether cookies are sent with the Secure flag. */
  secureCookies: boolean;
  /** The key of HMACs that must match across nodes (rate-limit keys of email addresses). */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's shared services (database, config, redis). */
    ctx: AppContext;
  }
}
