import { type CreatePostBody, CreatePostResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsQueryKeys, prependCachedPost } from './posts-cache';

/** POST /api/posts — publishes a post by the signed-in member. */
export function createPost(body: CreatePostBody): Promise<CreatePostResponse> {
  return api.post('/api/posts', body, { schema: import.meta.env.DEV && CreatePostResponse });
}

/**
 * Publishes a post and shows it at the top of the boards it belongs on at once; those boards
 * are also marked stale so they re-read the server the next time they are shown.
 */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: ({ post }) => {
      prependCachedPost(client, post);
      void client.invalidateQueries({ queryKey: postsQueryKeys.boards, refetchType: 'none' });
    },
  });
}
