import { UNREAD_COUNT_MAX } from '@one-world/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An unread count as a scalar subquery: the rows of `from` where `where` holds, counted up to
 * UNREAD_COUNT_MAX. The scan stops there, however many unread rows a member who never reads has,
 * so a page load or a new notification costs the same for them as for anyone (issue 12).
 */
export const unreadCountOf = (from: PgTable | SQL, where: SQL | undefined) =>
  sql<number>`(select count(*) from (select 1 from ${from} where ${where} limit ${sql.raw(String(UNREAD_COUNT_MAX))}) as "unread")`.mapWith(
    Number,
  );
