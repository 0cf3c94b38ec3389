import type { UnreadNotifications } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setFreshQueryData } from '../../../lib/query-client';
import { realtime, useSocket } from '../../../lib/socket';
import { notificationQueryKeys } from '../api/notifications-cache';

/**
 * Keeps the notification caches current from the socket, on every screen (the header's bell):
 * the count the server sends is the bell's, and an open list is read again. After a reconnect
 * both are read again, so what changed while offline appears.
 */
export function useNotificationEvents(userId: string | null): void {
  const client = useQueryClient();
  const socket = useSocket();

  useEffect(() => {
    if (!socket || !userId) return;
    const onChanged = (state: UnreadNotifications) => {
      setFreshQueryData(client, notificationQueryKeys.unread(userId), state);
      void client.invalidateQueries({ queryKey: notificationQueryKeys.list(userId) });
    };
    socket.on('notificationsChanged', onChanged);
    return () => {
      socket.off('notificationsChanged', onChanged);
    };
  }, [client, socket, userId]);

  useEffect(
    () =>
      realtime.onReconnect(() => {
        if (userId) void client.invalidateQueries({ queryKey: notificationQueryKeys.all(userId) });
      }),
    [client, userId],
  );
}
