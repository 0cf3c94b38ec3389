import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The rows of a raw statement. Both drivers (node-postgres, PGlite) answer `{ rows }`; the union
 * of their Drizzle result types does not say so.
 */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
