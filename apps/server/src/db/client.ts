import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { preparingClient } from './pglite-statements';
import * as schema from './schema';

/** The Drizzle handle every repository takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly db: Db;
  /**
   * Where a group commit may send its batches (lib/group-commit.ts; the comments'). On
   * PostgreSQL, Drizzle on ONE connection in pipeline mode: `depth` batches may be under way on it
   * at once, the next sent while PostgreSQL still writes the one before, so its backend goes from
   * one to the next without waiting to be woken (issue 12). Single statements only, never a
   * transaction: a BEGIN would take in the statements of the other batches sent behind it. On
   * PGlite, the database itself, one batch at a time.
   */
  readonly batches: { readonly db: Db; readonly depth: number };
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** A copy of an embedded database's data (`from` of a memory target); PGlite only. */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  /** PostgreSQL; `poolSize` connections at most (default 10). */
  | { url: string; poolSize?: number }
  | { dataDir: string }
  /** In memory; from a copy of another PGlite's data (`dumpDataDir`) when `from` is given. */
  | { memory: true; from?: Blob };

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export function databaseTarget(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: join(config.dataDir, 'db') };
}

/** Any fixed number; identifies One World's migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 7_242_024;

// fileURLToPath, not URL.pathname: the latter keeps percent-escapes (a space is %20).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /**
   * Told about errors of idle PostgreSQL connections (e.g. the server restarted); the pool
   * replaces the connection. Defaults to console.error, as the database opens before a logger.
   */
  onError?: (err: Error) => void;
}

const reportToConsole = (err: Error) => console.error('database connection error:', err.message);

/** How long a request waits for a PostgreSQL connection before it fails (with 503). */
const CONNECT_TIMEOUT_MS = 5_000;

/** A checked-out client's lost connection surfaces as its statement's error, which is logged. */
const ignoreCheckedOutError = () => undefined;

/** The part of a pg client that the pipelined connection is used through. */
interface PipelinedClient {
  connect(): Promise<unknown>;
  query(config: unknown, values?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'error' | 'end', listener: (err?: Error) => void): unknown;
}

/**
 * One connection in pipeline mode, opened on its first statement and again on the next one after
 * it was lost (PostgreSQL restarted): the statements under way when it broke fail with its error
 * (their requests answer 503, plugins/errors.ts), the ones after open a new connection.
 */
function pipelinedClient(create: () => PipelinedClient, onError: (err: Error) => void) {
  let current: Promise<PipelinedClient> | undefined;
  let ended = false;
  const open = () => {
    const client = create();
    const opened = client.connect().then(() => client);
    const forget = () => {
      if (current === opened) current = undefined;
    };
    client.on('error', (err) => {
      if (err) onError(err);
      forget();
    });
    client.on('end', forget);
    opened.catch(forget);
    return opened;
  };
  return {
    async query(config: unknown, values?: unknown[]) {
      if (ended) throw new Error('the database is closed');
      current ??= open();
      return (await current).query(config, values);
    },
    async end() {
      ended = true;
      const client = await current?.catch(() => undefined);
      await client?.end();
    },
  };
}

/**
 * PGlite's start parameters with a buffer pool of 32 MB, not initdb's 128 MB. PGlite zeroes its
 * shared memory on every start, in WebAssembly that V8 runs unoptimised at that point: zeroing
 * 145 MB was 0.54 s in a profile of PGlite's start and 0.3 s of the server's start on a slow host,
 * and that memory stayed in the process (docs/BENCHMARKS.md, "30 Nov, evening"). A page missing
 * from the pool is read from the operating system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PostgreSQL when given a URL, otherwise the embedded PGlite (on disk or in memory). */
export async function openDatabase(
  target: DatabaseTarget,
  { onError = reportToConsole }: OpenOptions = {},
): Promise<Database> {
  if ('url' in target) {
    // The PostgreSQL driver loads when a node opens PostgreSQL, so the embedded database starts
    // without it (about 60 ms of a start on a slow host).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const connection = {
      connectionString: target.url,
      // The hot queries run as named prepared statements (db/prepared.ts). Left to choose,
      // PostgreSQL re-plans each execution for its parameters, which took 1.1–1.6 ms per board
      // page at a million posts against 0.4–0.6 ms of execution; the generic plan is the same
      // index scans, planned once per connection (issue 12). Unnamed statements, which every
      // other query is, are planned per execution as before.
      options: '-c plan_cache_mode=force_generic_plan',
      // While PostgreSQL is unreachable without refusing (a network partition), a request waits
      // this long for a connection, then answers 503, rather than hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    };
    const pool = new pg.Pool({ ...connection, max: target.poolSize ?? 10 });
    // Without a listener an idle client's error would be an uncaught 'error' event: a crash.
    pool.on('error', onError);
    // The pool listens to idle clients only. A checked-out one (a transaction between two of
    // its statements) that loses its connection, as when PostgreSQL restarts, would end the
    // process with the same uncaught event; its next statement fails instead, and the request
    // answers 503 (plugins/errors.ts).
    pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
    const db = drizzlePg({ client: pool, schema });
    const pipelined = pipelinedClient(
      () => new pg.Client({ ...connection, pipeline: true }),
      onError,
    );
    return {
      db,
      // Drizzle calls only `query` on it, as on a pg client: one batch written, the next waiting.
      batches: { db: drizzlePg({ client: pipelined as unknown as Pool, schema }), depth: 2 },
      kind: 'postgres',
      migrate: async () => {
        // Nodes starting together take turns: the first migrates, the others find it done.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await pipelined.end();
        await pool.end();
      },
    };
  }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...('dataDir' in target ? { dataDir: target.dataDir } : { loadDataDir: target.from }),
    startParams: PGLITE_START_PARAMS,
  });
  // Drizzle only calls `query` and `transaction`, which the preparing client answers as PGlite does.
  const db = drizzlePglite({ client: preparingClient(client) as unknown as PGlite, schema });
  return {
    db,
    batches: { db, depth: 1 },
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
