import { UnreadNotifications } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cacheRead } from './notifications-cache';

/** POST /api/notifications/read — the member read all their notifications. */
export function markAllNotificationsRead(): Promise<UnreadNotifications> {
  return api.post('/api/notifications/read', undefined, {
    schema: import.meta.env.DEV && UnreadNotifications,
  });
}

/** Marks every notification read: the list loses its unread looks and the bell its count. */
export function useMarkAllNotificationsRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (unread) => cacheRead(client, userId, unread),
  });
}
