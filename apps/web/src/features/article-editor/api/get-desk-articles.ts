import { ArticlesPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { editorQueryKeys } from './editor-query-keys';

/** GET /api/article?status=all — one page of every article, drafts included (admins only). */
export function fetchDeskPage(cursor: string | null, signal?: AbortSignal): Promise<ArticlesPage> {
  return api.get('/api/article', {
    query: { status: 'all', cursor },
    signal,
    schema: import.meta.env.DEV && ArticlesPage,
  });
}

/** The admins' list of articles, drafts and published, newest publish date first. */
export function useDeskArticles() {
  return useInfiniteQuery({
    queryKey: editorQueryKeys.desk,
    queryFn: ({ pageParam, signal }) => fetchDeskPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
