import { BlockedUsersPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BLOCKED_MEMBERS_QUERY_KEY = ['blocks', 'mine'] as const;

/** GET /api/blocks — one page of the members one blocked, newest block first. */
export function fetchBlockedMembers(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BlockedUsersPage> {
  return api.get('/api/blocks', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && BlockedUsersPage,
  });
}

/**
 * The member's blocked members, page by page. Read afresh on every visit: blocks are made on
 * profiles, which do not tell this list.
 */
export function useBlockedMembers() {
  return useInfiniteQuery({
    queryKey: BLOCKED_MEMBERS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchBlockedMembers(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 0,
  });
}
