import { MessageResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeCachedPost } from './posts-cache';

/** DELETE /api/posts/:postId — the author or an admin removes a post. */
export function deletePost(postId: string): Promise<{ message: string }> {
  return api.delete(`/api/posts/${encodeURIComponent(postId)}`, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

/** Deletes a post and drops it from every cached board. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_response, postId) => removeCachedPost(client, postId),
  });
}
