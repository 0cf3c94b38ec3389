import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChatEvents } from '../features/chats/hooks/use-chat-events';
import { useNotificationEvents } from '../features/notifications/hooks/use-notification-events';
import { SESSION_QUERY_KEY, useSession } from '../lib/session';
import { loadSocketClient, realtime } from '../lib/socket';

/**
 * The real-time connection's life: open while a member is signed in (socket.io-client loads
 * then), closed when they sign out (or another member signs in), and the chat and notification
 * caches fed from it on every screen. A refused handshake means the session may have ended, so
 * it is read again.
 */
export function RealtimeConnection() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadSocketClient().then(() => {
      if (current) realtime.open(userId);
    });
    return () => {
      current = false;
      realtime.close();
    };
  }, [userId]);
  useEffect(
    () => realtime.onRefused(() => void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY })),
    [client],
  );
  useChatEvents(userId);
  useNotificationEvents(userId);
  return null;
}
