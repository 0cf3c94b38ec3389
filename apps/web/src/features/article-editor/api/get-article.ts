import { Article } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { editorQueryKeys } from './editor-query-keys';

/** GET /api/article/:id — the article to edit, drafts included for admins. */
export function fetchArticleToEdit(id: string, signal?: AbortSignal): Promise<Article> {
  return api.get(`/api/article/${encodeURIComponent(id)}`, {
    signal,
    schema: import.meta.env.DEV && Article,
  });
}

/**
 * The article the editor opens, always read fresh (another admin may have changed it); the form
 * copies it once, so a later refetch never overwrites what is being typed.
 */
export function useArticleToEdit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: editorQueryKeys.article(id),
    queryFn: ({ signal }) => fetchArticleToEdit(id, signal),
    enabled,
    staleTime: 0,
  });
}
