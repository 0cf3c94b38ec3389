import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { insertUser } from './factories';
import { createTestDatabase } from './harness';

describe('createTestDatabase', () => {
  it('hands the next test file a database without the rows the one before wrote', async () => {
    const earlier = await createTestDatabase();
    await insertUser(earlier.database.db, { name: 'Earlier', email: 'earlier@example.com' });
    await earlier.drop();

    const next = await createTestDatabase();
    try {
      // On PGlite the worker hands the same database back, emptied (harness.ts, `spare`).
      if (!next.url) expect(next.database).toBe(earlier.database);
      expect(await next.database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      const again = await insertUser(next.database.db, {
        name: 'Earlier',
        email: 'earlier@example.com',
      });
      expect(again.email).toBe('earlier@example.com');
    } finally {
      await next.drop();
    }
  });
});
