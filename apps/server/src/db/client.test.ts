import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
