import { type SQL, sql } from 'drizzle-orm';

/** The constant list of a CHECK constraint, e.g. `'member', 'admin'` (values are our constants). */
export const inList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
