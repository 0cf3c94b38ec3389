import { NotificationsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationQueryKeys } from './notifications-cache';

/** GET /api/notifications — one page of the member's notifications, newest first. */
export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return api.get('/api/notifications', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && NotificationsPage,
  });
}

/** The member's notifications, page by page (re-read when the socket says they changed). */
export function useNotifications(userId: string) {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.list(userId),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
