import { UnreadNotifications } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cacheRead } from './notifications-cache';

/** POST /api/notifications/:notificationId/read — the member read one notification. */
export function markNotificationRead(notificationId: string): Promise<UnreadNotifications> {
  return api.post(`/api/notifications/${encodeURIComponent(notificationId)}/read`, undefined, {
    schema: import.meta.env.DEV && UnreadNotifications,
  });
}

/** Marks one notification read: it loses its unread look and the bell counts one less. */
export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (unread, notificationId) =>
      cacheRead(client, userId, unread, (id) => id === notificationId),
  });
}
