import { UnreadNotifications } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationQueryKeys } from './notifications-cache';

/** GET /api/notifications/unread — how many of the member's notifications are unread. */
export function fetchUnreadNotifications(signal?: AbortSignal): Promise<UnreadNotifications> {
  return api.get('/api/notifications/unread', {
    signal,
    schema: import.meta.env.DEV && UnreadNotifications,
  });
}

/** The bell's count: read once, then kept current by the socket's notificationsChanged. */
export function useUnreadNotifications(userId: string) {
  return useQuery({
    queryKey: notificationQueryKeys.unread(userId),
    queryFn: ({ signal }) => fetchUnreadNotifications(signal),
    select: ({ unreadCount }) => unreadCount,
  });
}
