import { ArticlesPage, CAROUSEL } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The newest articles that follow the fixed video entry, filling the carousel's five places. */
export const LATEST_ARTICLES_LIMIT = CAROUSEL.maxItems - 1;

/** GET /api/article?limit=4 — the newest published articles. */
export async function fetchLatestArticles(signal?: AbortSignal) {
  const page = await api.get('/api/article', {
    query: { limit: LATEST_ARTICLES_LIMIT },
    signal,
    schema: import.meta.env.DEV && ArticlesPage,
  });
  return page.articles;
}

/**
 * The carousel's articles, loaded once per visit (SPEC §4 "loads articles once on display"):
 * returning home shows the same slides without asking again. The key starts with 'articles'
 * like every article query, so an admin's edit still refreshes it.
 */
export function useLatestArticles() {
  return useQuery({
    queryKey: ['articles', 'latest'],
    queryFn: ({ signal }) => fetchLatestArticles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
