import type { NotificationsPage, UnreadNotifications } from '@one-world/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** The signed-in member's notification caches: the paged list and the bell's unread count. */
export const notificationQueryKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
};

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;

/**
 * Sets the bell's count to one the server read after a change. A read of the count still on its
 * way may have been made before that change and answer after it: it is cancelled, so an older
 * count never replaces a newer one (the bell once stayed at 99+ after "Mark all as read").
 */
export function cacheUnread(client: QueryClient, userId: string, state: UnreadNotifications): void {
  const queryKey = notificationQueryKeys.unread(userId);
  void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<UnreadNotifications>(queryKey, state);
}

/**
 * Keeps the caches in step with a read on the server: the bell shows `unreadCount`, and the
 * notifications `isRead` picks (one, or all when omitted) show as read in the loaded pages. A
 * list still loading may have been read before the change: it is loaded again.
 */
export function cacheRead(
  client: QueryClient,
  userId: string,
  { unreadCount }: UnreadNotifications,
  isRead: (notificationId: string) => boolean = () => true,
): void {
  cacheUnread(client, userId, { unreadCount });
  const queryKey = notificationQueryKeys.list(userId);
  client.setQueryData<NotificationsData>(
    queryKey,
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
  if (client.isFetching({ queryKey, exact: true }) > 0) {
    void client.invalidateQueries({ queryKey, exact: true });
  }
}
