import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';

describe('storage settings the schema cannot say (migrations)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('keeps 15% of each page of posts free, for the HOT updates of their counters', async () => {
    // Both drivers answer `{ rows }`; Drizzle's type for it differs between them.
    const { rows } = (await database.db.execute(
      sql`select reloptions from pg_class where relname = 'posts' and relkind = 'r'`,
    )) as unknown as { rows: { reloptions: string[] | null }[] };
    expect(rows).toEqual([{ reloptions: ['fillfactor=85'] }]);
  });
});
