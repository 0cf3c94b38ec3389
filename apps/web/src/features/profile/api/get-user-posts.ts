import { PostsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKeys } from './profile-cache';

export interface UserPostsQuery {
  userId: string;
  /** The signed-in member's own posts, read from GET /api/userposts. */
  own: boolean;
}

/** GET /api/userposts (one's own) or /api/userposts/:id — one page, newest first. */
export function fetchUserPosts(
  { userId, own }: UserPostsQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostsPage> {
  const path = own ? '/api/userposts' : `/api/userposts/${encodeURIComponent(userId)}`;
  return api.get(path, { query: { cursor }, signal, schema: import.meta.env.DEV && PostsPage });
}

/** A member's posts as an infinite list that follows `nextCursor` until it is null. */
export function useUserPosts(query: UserPostsQuery) {
  return useInfiniteQuery({
    queryKey: profileQueryKeys.posts(query.userId),
    queryFn: ({ pageParam, signal }) => fetchUserPosts(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
