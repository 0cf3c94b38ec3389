import { type Category, PostsPage, type Region } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsQueryKeys } from './posts-cache';

export interface BoardQuery {
  category: Category;
  region: Region | null;
  cursor?: string | null;
}

/** GET /api/posts — one page of a board, newest first. */
export function fetchBoardPage(
  { category, region, cursor }: BoardQuery,
  signal?: AbortSignal,
): Promise<PostsPage> {
  return api.get('/api/posts', {
    query: { category, region, cursor },
    signal,
    schema: PostsPage,
  });
}

/**
 * A board as an infinite list: `fetchNextPage` follows `nextCursor` until it is null. It waits
 * for the session (`enabled`) so the first request already knows whose likes to mark.
 */
export function useBoardPosts(
  category: Category,
  region: Region | null,
  viewerId: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: postsQueryKeys.board(category, region, viewerId),
    queryFn: ({ pageParam, signal }) =>
      fetchBoardPage({ category, region, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
