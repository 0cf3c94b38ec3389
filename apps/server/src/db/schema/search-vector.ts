import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL `tsvector` (full-text search document); only SQL reads it, never JavaScript. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search configuration of every search document and query (SPEC is in English). */
export const SEARCH_CONFIG = 'english';

/**
 * A stored generated search document from weighted columns (A counts most): PostgreSQL keeps it
 * in step with the row on every insert and update, so no code path can forget it. Column names
 * are written raw: a generated column cannot reference the table object being defined.
 */
export function searchDocument(columns: [column: string, weight: 'A' | 'B' | 'C'][]): SQL {
  return sql.raw(
    columns
      .map(
        ([column, weight]) =>
          `setweight(to_tsvector('${SEARCH_CONFIG}', coalesce("${column}", '')), '${weight}')`,
      )
      .join(' || '),
  );
}
