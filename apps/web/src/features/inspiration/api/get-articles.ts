import { ArticlesPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticleFilterValue } from '../lib/filters';
import { inspirationQueryKeys } from './articles-query-keys';

export interface ArticlesPageQuery {
  filter: ArticleFilterValue | null;
  cursor?: string | null;
}

/** GET /api/article — one page of published articles, newest first, optionally filtered. */
export function fetchArticlesPage(
  { filter, cursor }: ArticlesPageQuery,
  signal?: AbortSignal,
): Promise<ArticlesPage> {
  return api.get('/api/article', {
    query: { filter, cursor },
    signal,
    schema: import.meta.env.DEV && ArticlesPage,
  });
}

/**
 * The inspiration list as an infinite list; the filter is part of the key, so choosing another
 * one fetches its own list (and going back to one already seen shows it at once).
 */
export function useArticles(filter: ArticleFilterValue | null) {
  return useInfiniteQuery({
    queryKey: inspirationQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchArticlesPage({ filter, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
