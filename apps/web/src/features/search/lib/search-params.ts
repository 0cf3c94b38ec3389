import { CATEGORIES, REGIONS } from '@one-world/contract';
import type { SearchParams } from '../api/search';

const oneOf = <T extends string>(options: readonly T[], raw: string | null): T | null =>
  options.find((option) => option === raw) ?? null;

/**
 * The search an address names (`/search?q=…&category=…&region=…`): the words trimmed, and a
 * filter only when it is a known topic or region (a mistyped one searches without it).
 */
export function readSearchParams(query: URLSearchParams): SearchParams {
  return {
    q: query.get('q')?.trim() ?? '',
    category: oneOf(CATEGORIES, query.get('category')),
    region: oneOf(REGIONS, query.get('region')),
  };
}
