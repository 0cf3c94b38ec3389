import { invalidCursor } from './http-errors';

/** A position in a list ordered by (created_at, id): the last row a client has seen. */
export interface Keyset {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque base64url `nextCursor` a client sends back to get the following page. */
export function encodeCursor(row: Keyset): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** Reads a cursor made by `encodeCursor`; anything else is a 400 naming the `cursor` field. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw invalidCursor();
  }
  return { createdAt, id };
}

/**
 * Splits a `limit + 1` fetch into the page and the cursor of the next one (null on the last
 * page), so no separate count query is needed to know whether more rows exist. Rows that are not
 * themselves a {@link Keyset} name theirs with `keyOf`.
 */
export function pageOf<T extends Keyset>(rows: T[], limit: number): Page<T>;
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset): Page<T>;
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => Keyset = (row) => row as Keyset,
): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: last ? encodeCursor(keyOf(last)) : null };
}

/** One page of a keyset-paged list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
