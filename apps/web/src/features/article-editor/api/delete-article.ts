import { MessageResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALL_ARTICLES, editorQueryKeys } from './editor-query-keys';

/** DELETE /api/article/:id — an admin removes an article. */
export function deleteArticle(id: string): Promise<{ message: string }> {
  return api.delete(`/api/article/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_response, id) => {
      client.removeQueries({ queryKey: editorQueryKeys.article(id) });
      return client.invalidateQueries({ queryKey: ALL_ARTICLES });
    },
  });
}
