import { type Category, PostsPage, type Region } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsQueryKeys } from './posts-cache';

export interface BoardQuery {
  category: Category;
  region: Region | null;
  cursor?: string | null;
  /** "My languages": only posts in these (and of unknown language); null or left out: all. */
  languages?: readonly string[] | null;
}

/** GET /api/posts — one page of a board, newest first. */
export function fetchBoardPage(
  { category, region, cursor, languages }: BoardQuery,
  signal?: AbortSignal,
): Promise<PostsPage> {
  return api.get('/api/posts', {
    query: { category, region, cursor, languages: languages?.join(',') || null },
    signal,
    schema: import.meta.env.DEV && PostsPage,
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
  languages: readonly string[] | null = null,
) {
  return useInfiniteQuery({
    queryKey: postsQueryKeys.board(category, region, viewerId, languages),
    queryFn: ({ pageParam, signal }) =>
      fetchBoardPage({ category, region, cursor: pageParam, languages }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
