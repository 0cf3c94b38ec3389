import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { type Database, openDatabase } from './client';
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
});
