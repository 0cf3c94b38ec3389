import { Article } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspirationQueryKeys } from './articles-query-keys';

/** GET /api/article/:id — one article with its sanitized content (404 for unknown ones). */
export function fetchArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return api.get(`/api/article/${encodeURIComponent(id)}`, {
    signal,
    schema: import.meta.env.DEV && Article,
  });
}

/** The article of the page; `enabled` is false for an id that cannot name one. */
export function useArticle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: inspirationQueryKeys.article(id),
    queryFn: ({ signal }) => fetchArticle(id, signal),
    enabled,
  });
}
