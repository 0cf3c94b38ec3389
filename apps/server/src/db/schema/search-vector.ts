import type { ContentLanguage } from '@one-world/contract';
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL `tsvector` (full-text search document); only SQL reads it, never JavaScript. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A row of a searchable table as the code reads it: every column but its search document. */
export type WithoutSearch<Row> = Omit<Row, 'search'>;

/**
 * The columns of a searchable table (users, posts, articles) but its `search` document, for the
 * queries that read or return whole rows. Only search's own queries read the document, which is
 * as large as the texts it indexes (an article's whole content), so rows leave it in the database
 * (issue 12).
 */
export function columnsWithoutSearch<T extends Table & { search: unknown }>(
  table: T,
): WithoutSearch<T['_']['columns']> {
  const { search: _search, ...columns } = getTableColumns(table);
  return columns;
}

/**
 * The PostgreSQL text search configuration of each content language that has one (issue 17), on
 * PostgreSQL 15+ and PGlite alike: it stems a language's words ("escuelas" → "escuel") and drops
 * its stop words. Every other language — Swahili among them — is searched word for word with
 * `simple`.
 */
export const SEARCH_CONFIGS = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  ar: 'arabic',
  pt: 'portuguese',
  de: 'german',
  it: 'italian',
  nl: 'dutch',
  ro: 'romanian',
  ru: 'russian',
  tr: 'turkish',
  hi: 'hindi',
  ta: 'tamil',
  id: 'indonesian',
} as const satisfies Partial<Record<ContentLanguage, string>>;

/** The configuration of a text whose language has none of its own, or is unknown. */
export const SIMPLE_CONFIG = 'simple';

/** The configuration of a language code (a row's, or the reader's interface language). */
export function searchConfigOf(language: string | null | undefined): string {
  return language && Object.hasOwn(SEARCH_CONFIGS, language)
    ? SEARCH_CONFIGS[language as keyof typeof SEARCH_CONFIGS]
    : SIMPLE_CONFIG;
}

/**
 * The configuration of a row's language, in SQL: a CASE over constants, so it is immutable and a
 * generated column may use it. `column` is raw SQL (a quoted column name, or a qualified one).
 */
export function searchConfigCase(column: string): string {
  const branches = Object.entries(SEARCH_CONFIGS)
    .map(([code, config]) => `when '${code}' then '${config}'::regconfig`)
    .join(' ');
  return `(case ${column} ${branches} else '${SIMPLE_CONFIG}'::regconfig end)`;
}

/**
 * A search document from weighted columns (A counts most), parsed with the configuration of the
 * row's language (`languageColumn`), for a stored generated column: PostgreSQL keeps it in step
 * with the row on every insert and update — an edit that corrects the language re-stems the text
 * — so no code path can forget it. Column names are written raw: a generated column cannot
 * reference the table object being defined. The posts' trigger (migration 0021) writes the same
 * expression on `NEW`, held to this one by a test (schema/storage.test.ts).
 */
export function searchDocument(
  columns: [column: string, weight: 'A' | 'B' | 'C'][],
  languageColumn = 'language',
): SQL {
  const config = searchConfigCase(`"${languageColumn}"`);
  return sql.raw(
    columns
      .map(
        ([column, weight]) =>
          `setweight(to_tsvector(${config}, coalesce("${column}", '')), '${weight}')`,
      )
      .join(' || '),
  );
}
