import { ARTICLE_FILTERS } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';

/** A value the list's filter buttons set (SPEC §2: How-Tos, editorials, climate, science). */
export type ArticleFilterValue = (typeof ARTICLE_FILTERS)[number]['value'];

/** Each filter button's name, and the heading of the list it filters. */
export const FILTER_TEXTS = {
  'How-Tos': { label: 'inspiration.filterHowTos', results: 'inspiration.resultsHowTos' },
  editorials: { label: 'inspiration.filterEditorials', results: 'inspiration.resultsEditorials' },
  climate: { label: 'inspiration.filterClimate', results: 'inspiration.resultsClimate' },
  science: { label: 'inspiration.filterScience', results: 'inspiration.resultsScience' },
} as const satisfies Record<ArticleFilterValue, { label: MessageId; results: MessageId }>;

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
