import { ARTICLE_FILTERS } from '@one-world/contract';

/** A value the list's filter buttons set (SPEC §2: How-Tos, editorials, climate, science). */
export type ArticleFilterValue = (typeof ARTICLE_FILTERS)[number]['value'];

/** The query parameter that keeps the filter in the address, so it survives reload and sharing. */
export const FILTER_PARAM = 'filter';

/**
 * The filter an address names: one of the buttons' values, matched ignoring case (a hand-typed
 * "?filter=Climate" still highlights its button); anything else shows every article.
 */
export function readFilter(raw: string | null): ArticleFilterValue | null {
  const wanted = raw?.trim().toLowerCase();
  if (!wanted) return null;
  return ARTICLE_FILTERS.find(({ value }) => value.toLowerCase() === wanted)?.value ?? null;
}

/** The filter after pressing a button: its value, or none when it was already the active one. */
export function toggleFilter(
  current: ArticleFilterValue | null,
  pressed: ArticleFilterValue,
): ArticleFilterValue | null {
  return current === pressed ? null : pressed;
}
