import { ModerationQueuePage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moderationQueryKeys } from './moderation-keys';

/** GET /api/admin/reports — one page of open reports, oldest first, each with its target. */
export function fetchModerationQueue(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationQueuePage> {
  return api.get('/api/admin/reports', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && ModerationQueuePage,
  });
}

/** The admins' queue of open reports as an infinite list. */
export function useModerationQueue() {
  return useInfiniteQuery({
    queryKey: moderationQueryKeys.queue,
    queryFn: ({ pageParam, signal }) => fetchModerationQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
