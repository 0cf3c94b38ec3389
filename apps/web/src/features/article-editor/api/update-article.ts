import { type ArticleBody, ArticleResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ARTICLE_WRITE_TIMEOUT_MS } from './create-article';
import { ALL_ARTICLES } from './editor-query-keys';

export interface UpdateArticleInput {
  id: string;
  /** Without `image` the cover stays as it is. */
  body: ArticleBody;
}

/** PUT /api/article/:id — an admin replaces an article's fields. */
export function updateArticle({ id, body }: UpdateArticleInput): Promise<ArticleResponse> {
  return api.put(`/api/article/${encodeURIComponent(id)}`, body, {
    schema: import.meta.env.DEV && ArticleResponse,
    timeoutMs: ARTICLE_WRITE_TIMEOUT_MS,
  });
}

export function useUpdateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_ARTICLES }),
  });
}
