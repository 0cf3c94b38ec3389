import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createTestDatabase } from '../test/harness';
import { rowsOf } from '../test/rows';
import { type Database, databaseTarget, type Executor, openDatabase } from './client';
import { users } from './schema';

const userCount = async (database: Database) =>
  (await database.db.select({ n: count() }).from(users))[0]?.n;

describe('migrations', () => {
  it('apply to an empty database and are a no-op the second time', async () => {
    const { database, drop } = await createTestDatabase({ migrate: false });
    try {
      await database.migrate();
      await database.migrate();
      expect(await userCount(database)).toBe(0);
    } finally {
      await drop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'let several nodes start on one empty PostgreSQL database at once',
    async () => {
      const { url, drop } = await createTestDatabase({ migrate: false });
      if (!url) throw new Error('expected a PostgreSQL test database');
      const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
      try {
        await Promise.all(nodes.map((node) => node.migrate()));
        for (const node of nodes) expect(await userCount(node)).toBe(0);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await drop();
      }
    },
  );
});

describe('the embedded database', () => {
  it('starts with a 32 MB buffer pool', async () => {
    const database = await openDatabase({ memory: true });
    try {
      expect(await rowsOf(database.db, sql`show shared_buffers`)).toEqual([
        { shared_buffers: '32MB' },
      ]);
    } finally {
      await database.close();
    }
  });
});

/** What a PostgreSQL case works with (`onPostgres`). */
interface PostgresCase {
  /** Its own empty database's URL. */
  url: string;
  /** That database, opened as a node opens it. */
  database: Database;
  /** The database's `onError`. */
  onError: Mock<(err: Error) => void>;
  /** A connection of its own, to end the database's connections from outside. */
  admin: pg.Client;
}

/** Runs `body` on a fresh PostgreSQL database opened with `poolSize` connections, then cleans up. */
async function onPostgres(
  body: (c: PostgresCase) => Promise<void>,
  { poolSize }: { poolSize?: number } = {},
) {
  const { url, drop } = await createTestDatabase({ migrate: false });
  if (!url) throw new Error('expected a PostgreSQL test database');
  const onError = vi.fn<(err: Error) => void>();
  const database = await openDatabase({ url, poolSize }, { onError });
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await body({ url, database, onError, admin });
  } finally {
    await admin.end();
    await database.close();
    await drop();
  }
}

/** The id of the backend that runs `db`'s statements. */
const backendOf = async (db: Executor) =>
  (await rowsOf<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0]?.pid;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL pool', () => {
  it('reports the error of an idle connection the server ended instead of crashing', () =>
    onPostgres(async ({ url, database, onError, admin }) => {
      await database.ping(); // leaves one idle connection in the pool
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [new URL(url).pathname.slice(1)],
      );
      await vi.waitFor(() => expect(onError).toHaveBeenCalled());
      await database.ping(); // the pool replaced the connection
    }));

  it('fails a transaction whose connection ended between its statements, without crashing', () =>
    onPostgres(async ({ database, admin }) => {
      const failed = database.db.transaction(async (tx) => {
        const pid = await backendOf(tx);
        // The server ends the connection while the transaction holds it idle (as a restart
        // does); before the fix its 'error' event had no listener and ended the process.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await vi.waitFor(async () => {
          const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [
            pid,
          ]);
          expect(rows).toEqual([]);
        });
        await tx.execute(sql`select 1`);
      });
      const error = await failed.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      await database.ping(); // the pool dropped the dead connection
    }));

  it('sends group commits down one pipelined connection, where a failing statement fails alone', () =>
    onPostgres(async ({ database }) => {
      expect(database.batches.depth).toBe(2);
      const backend = sql`select pg_backend_pid() as pid, pg_sleep(0.05)::text as slept`;
      const outcomes = await Promise.allSettled([
        rowsOf<{ pid: number }>(database.batches.db, backend),
        rowsOf(database.batches.db, sql`select 1 / 0`),
        rowsOf<{ pid: number }>(database.batches.db, backend),
      ]);
      const [first, failed, third] = outcomes;
      expect(failed).toMatchObject({
        status: 'rejected',
        reason: { cause: { message: 'division by zero' } },
      });
      const pids = [first, third].map((o) =>
        o?.status === 'fulfilled' ? o.value[0]?.pid : undefined,
      );
      expect(pids[0]).toBeTypeOf('number');
      expect(pids[1]).toBe(pids[0]);
    }));

  it('opens the pipelined connection again after the server ended it', () =>
    onPostgres(async ({ database, onError, admin }) => {
      const first = await backendOf(database.batches.db);
      await admin.query('select pg_terminate_backend($1)', [first]);
      await vi.waitFor(() => expect(onError).toHaveBeenCalled());
      const second = await backendOf(database.batches.db);
      expect(second).toBeTypeOf('number');
      expect(second).not.toBe(first);
    }));

  it('opens at most DATABASE_POOL_SIZE connections, however many queries wait', () =>
    onPostgres(
      async ({ url, database, admin }) => {
        expect(
          databaseTarget({ databaseUrl: url, databasePoolSize: 2, dataDir: '/unused' }),
        ).toEqual({ url, poolSize: 2 });
        // Drizzle runs a query when it is awaited: Promise.all starts all six at once.
        const queries = Promise.all(
          Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.3)`)),
        );
        await vi.waitFor(async () => {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [new URL(url).pathname.slice(1)],
          );
          expect(rows[0]?.n).toBe(2);
        });
        await queries;
      },
      { poolSize: 2 },
    ));

  it('plans the named prepared statements once per connection (generic plans)', () =>
    onPostgres(async ({ database }) => {
      const rows = await rowsOf<{ mode: string }>(
        database.db,
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(rows[0]?.mode).toBe('force_generic_plan');
    }));
});
