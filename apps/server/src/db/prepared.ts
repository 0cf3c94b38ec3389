import { createHash } from 'node:crypto';

/** A built Drizzle query: its SQL text, and running it as a named prepared statement. */
interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a query as a prepared statement named after its SQL text, so each PostgreSQL connection
 * parses and plans a hot query's shape once and then reuses the plan: planning cost more than
 * executing the board's queries (issue 12). The values stay parameters, so the name is the same
 * for every request of one shape and never carries data. PGlite runs it as any other query.
 */
export function executePrepared<R>(query: Preparable<R>): Promise<R> {
  const name = `ow_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
