import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { RealtimeServer } from './realtime/socket-server';

/** What every module is given when it is registered. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  /** Socket.IO; emit to `userRoom(id)` after a write commits. */
  realtime: RealtimeServer;
  /** Whether cookies are sent with the Secure flag. */
  secureCookies: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's shared services (database, config, redis). */
    ctx: AppContext;
  }
}
