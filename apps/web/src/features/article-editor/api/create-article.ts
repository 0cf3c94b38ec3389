import { type ArticleBody, ArticleResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALL_ARTICLES } from './editor-query-keys';

/** Covers travel inside the JSON as data URLs (up to 5 MB), so they get more time than a read. */
export const ARTICLE_WRITE_TIMEOUT_MS = 60_000;

/** POST /api/article — an admin writes a new article or video. */
export function createArticle(body: ArticleBody): Promise<ArticleResponse> {
  return api.post('/api/article', body, {
    schema: import.meta.env.DEV && ArticleResponse,
    timeoutMs: ARTICLE_WRITE_TIMEOUT_MS,
  });
}

export function useCreateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_ARTICLES }),
  });
}
