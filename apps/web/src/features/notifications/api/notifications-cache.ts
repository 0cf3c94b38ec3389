import type { NotificationsPage, UnreadNotifications } from '@one-world/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { setFreshQueryData } from '../../../lib/query-client';

/** The signed-in member's notification caches: the paged list and the bell's unread count. */
export const notificationQueryKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
};

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;

/**
 * Keeps the caches in step with a read on the server: the bell shows `unreadCount`, and the
 * notifications `isRead` picks (one, or all when omitted) show as read in the loaded pages.
 */
export function cacheRead(
  client: QueryClient,
  userId: string,
  { unreadCount }: UnreadNotifications,
  isRead: (notificationId: string) => boolean = () => true,
): void {
  setFreshQueryData<UnreadNotifications>(client, notificationQueryKeys.unread(userId), {
    unreadCount,
  });
  setFreshQueryData<NotificationsData>(
    client,
    notificationQueryKeys.list(userId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unreadCount,
          notifications: page.notifications.map((n) => (isRead(n._id) ? { ...n, read: true } : n)),
        })),
      },
  );
}
