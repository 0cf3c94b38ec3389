import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createTestDatabase } from '../test/harness';
import { type Database, databaseTarget, openDatabase } from './client';
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

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL pool', () => {
  it('reports the error of an idle connection the server ended instead of crashing', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const onError = vi.fn();
    const database = await openDatabase({ url }, { onError });
    try {
      await database.ping(); // leaves one idle connection in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [new URL(url).pathname.slice(1)],
      );
      await admin.end();
      await vi.waitFor(() => expect(onError).toHaveBeenCalled());
      await database.ping(); // the pool replaced the connection
    } finally {
      await database.close();
      await drop();
    }
  });

  it('fails a transaction whose connection ended between its statements, without crashing', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const database = await openDatabase({ url }, { onError: vi.fn() });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const failed = database.db.transaction(async (tx) => {
        const backend = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = backend.rows[0]?.pid;
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
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });

  it('sends group commits down one pipelined connection, where a failing statement fails alone', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const database = await openDatabase({ url });
    try {
      expect(database.batches.depth).toBe(2);
      const backend = sql`select pg_backend_pid() as pid, pg_sleep(0.05)::text as slept`;
      const outcomes = await Promise.allSettled([
        database.batches.db.execute(backend),
        database.batches.db.execute(sql`select 1 / 0`),
        database.batches.db.execute(backend),
      ]);
      const pidOf = (outcome: PromiseSettledResult<unknown> | undefined) =>
        outcome?.status === 'fulfilled'
          ? (outcome.value as { rows: { pid: number }[] }).rows[0]?.pid
          : undefined;
      expect(outcomes[1]).toMatchObject({
        status: 'rejected',
        reason: { cause: { message: 'division by zero' } },
      });
      expect(pidOf(outcomes[0])).toBeTypeOf('number');
      expect(pidOf(outcomes[2])).toBe(pidOf(outcomes[0]));
    } finally {
      await database.close();
      await drop();
    }
  });

  it('opens the pipelined connection again after the server ended it', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const onError = vi.fn();
    const database = await openDatabase({ url }, { onError });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const pid = sql`select pg_backend_pid() as pid`;
      const pidNow = async () =>
        ((await database.batches.db.execute(pid)) as unknown as { rows: { pid: number }[] }).rows[0]
          ?.pid;
      const first = await pidNow();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await vi.waitFor(() => expect(onError).toHaveBeenCalled());
      const second = await pidNow();
      expect(second).toBeTypeOf('number');
      expect(second).not.toBe(first);
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });

  it('opens at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const target = databaseTarget({ databaseUrl: url, databasePoolSize: 2, dataDir: '/unused' });
    expect(target).toEqual({ url, poolSize: 2 });
    const database = await openDatabase(target);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
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
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });

  it('plans the named prepared statements once per connection (generic plans)', async () => {
    const { url, drop } = await createTestDatabase({ migrate: false });
    if (!url) throw new Error('expected a PostgreSQL test database');
    const database = await openDatabase({ url });
    try {
      // Both drivers answer `{ rows }`; the union of their Drizzle types does not say so.
      const result = (await database.db.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as { rows: { mode: string }[] };
      expect(result.rows[0]?.mode).toBe('force_generic_plan');
    } finally {
      await database.close();
      await drop();
    }
  });
});
