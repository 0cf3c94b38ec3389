import { type Category, type Region, SearchResponse, type SearchType } from '@one-world/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the search page asks: the words and the posts' filters (the address holds them). */
export interface SearchParams {
  q: string;
  category: Category | null;
  region: Region | null;
}

/** One of the three sections of an answer, which `type` can page on its own. */
export type SearchSection = Exclude<SearchType, 'all'>;

export const searchQueryKeys = {
  all: ['search'] as const,
  preview: (params: SearchParams) => ['search', params] as const,
  more: (params: SearchParams, section: SearchSection, from: string | null) =>
    ['search', params, section, from] as const,
};

/** GET /api/search — the first hits of every section, or one page of `type`'s after `cursor`. */
export function fetchSearch(
  params: SearchParams & { type?: SearchType; cursor?: string | null },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return api.get('/api/search', {
    query: {
      q: params.q,
      type: params.type,
      category: params.category,
      region: params.region,
      cursor: params.cursor,
    },
    signal,
    schema: import.meta.env.DEV && SearchResponse,
  });
}

/** The first hits of posts, articles and members for the words (nothing is asked without any). */
export function useSearch(params: SearchParams) {
  return useQuery({
    queryKey: searchQueryKeys.preview(params),
    queryFn: ({ signal }) => fetchSearch(params, signal),
    enabled: params.q !== '',
  });
}

/**
 * The pages of one section after the first hits, from the first answer's cursor `from`; it asks
 * nothing until `enabled` (the member pressed "Load more"), then follows the section's cursor.
 */
export function useMoreSearchHits(
  params: SearchParams,
  section: SearchSection,
  from: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: searchQueryKeys.more(params, section, from),
    queryFn: ({ pageParam, signal }) =>
      fetchSearch({ ...params, type: section, cursor: pageParam }, signal),
    initialPageParam: from,
    getNextPageParam: (lastPage) => lastPage[section].nextCursor,
    enabled: enabled && from !== null,
  });
}
