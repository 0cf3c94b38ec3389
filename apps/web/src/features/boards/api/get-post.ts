import { type Post, PostResponse } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsQueryKeys } from './posts-cache';

/** GET /api/posts/:postId — one post with its first comments, as the viewer may see it. */
export async function fetchPost(postId: string, signal?: AbortSignal): Promise<Post> {
  const { post } = await api.get(`/api/posts/${encodeURIComponent(postId)}`, {
    signal,
    schema: import.meta.env.DEV && PostResponse,
  });
  return post;
}

/**
 * One post for its page. It waits for the session (`enabled`) like the boards, so the first
 * request already knows whose likes and abilities to answer.
 */
export function usePost(postId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: postsQueryKeys.one(postId, viewerId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    enabled,
  });
}
