import { FollowListResponse } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type FollowDirection, profileQueryKeys } from './profile-cache';

/** GET /api/users/:id/followers or /following — one page, newest follow first. */
export function fetchFollowList(
  userId: string,
  direction: FollowDirection,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FollowListResponse> {
  return api.get(`/api/users/${encodeURIComponent(userId)}/${direction}`, {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && FollowListResponse,
  });
}

/** A member's followers or followings, page by page; read only while the list is open. */
export function useFollowList(userId: string, direction: FollowDirection, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileQueryKeys.followList(userId, direction),
    queryFn: ({ pageParam, signal }) => fetchFollowList(userId, direction, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
