import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Keyset } from '../lib/keyset-cursor';

/** A query built with `sql.placeholder`s for its values, prepared under a name. */
interface Prepared<P, R> {
  execute(values: P): Promise<R>;
}

/**
 * A hot query whose shape never changes, built and prepared once per database (or transaction)
 * with `sql.placeholder`s for its values, instead of building its SQL again on every request
 * (building a query costs more than it takes PostgreSQL to answer a small one). `name` must be
 * unique to the query: PostgreSQL keeps one statement per name on each connection.
 */
export function preparedOnce<D extends object, P, R>(
  name: string,
  build: (db: D) => { prepare(name: string): Prepared<P, R> },
): (db: D, values: P) => Promise<R> {
  const prepared = new WeakMap<D, Prepared<P, R>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(`ow_${name}`);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}

/**
 * `preparedOnce` for a query with a few shapes (e.g. one per kind of viewer, with or without a
 * cursor): one statement per shape, each built once per database (or transaction). `key` names
 * the shape, and must tell apart every shape whose SQL differs; the values go as placeholders.
 */
export function preparedShapes<S, D extends object, P, R>(
  name: string,
  key: (shape: S) => string,
  build: (db: D, shape: S) => { prepare(name: string): Prepared<P, R> },
): (db: D, shape: S, values: P) => Promise<R> {
  const statements = new Map<string, (db: D, values: P) => Promise<R>>();
  return (db, shape, values) => {
    const shapeKey = key(shape);
    let statement = statements.get(shapeKey);
    if (!statement) {
      statement = preparedOnce(`${name}_${shapeKey}`, (on: D) => build(on, shape));
      statements.set(shapeKey, statement);
    }
    return statement(db, values);
  };
}

/**
 * A keyset page's bound in a query prepared once: the rows past the cursor, whose time and id are
 * the `afterAt` and `afterId` placeholders (`cursorValues`), in a list ordered newest or oldest
 * first by (`time`, `id`). One row comparison, which PostgreSQL turns into an index range bound.
 */
export function pastCursor(
  time: AnyColumn,
  id: AnyColumn,
  order: 'newest first' | 'oldest first',
): SQL {
  const past = sql.raw(order === 'newest first' ? '<' : '>');
  return sql`(${time}, ${id}) ${past} (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
}

/** The values of `pastCursor`'s placeholders; none on a first page. */
export const cursorValues = (after: Keyset | undefined) => ({
  afterAt: after?.createdAt.toISOString(),
  afterId: after?.id,
});
