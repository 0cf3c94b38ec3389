import type { IncomingMessage } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setFreshQueryData } from '../../../lib/query-client';
import { realtime, useSocket } from '../../../lib/socket';
import {
  ALL_CHATS,
  type ConversationsData,
  cacheMessage,
  chatQueryKeys,
  toMessage,
  withUnreadCount,
} from '../api/chat-cache';
import { activeConversation } from '../lib/active-conversation';

/**
 * Keeps the chat caches current from the socket, on every screen (the header shows the unread
 * total everywhere): new messages, conversations read on another tab or device, and after a
 * reconnect every chat query read again, so what was missed while offline appears.
 */
export function useChatEvents(userId: string | null): void {
  const client = useQueryClient();
  const socket = useSocket();

  useEffect(() => {
    if (!socket || !userId) return;
    const unread = chatQueryKeys.unread(userId);
    const onMessage = (incoming: IncomingMessage) => {
      const message = toMessage(incoming);
      cacheMessage(client, message, userId);
      // A message in the open conversation is marked read by its panel, which then re-reads it.
      if (message.sender !== userId && activeConversation() !== message.conversationId) {
        void client.invalidateQueries({ queryKey: unread });
      }
    };
    const onRead = ({ conversationId }: { conversationId: string }) => {
      setFreshQueryData<ConversationsData>(client, chatQueryKeys.conversations(userId), (data) =>
        withUnreadCount(data, conversationId, 0),
      );
      void client.invalidateQueries({ queryKey: unread });
    };
    socket.on('getMessage', onMessage);
    socket.on('conversationRead', onRead);
    return () => {
      socket.off('getMessage', onMessage);
      socket.off('conversationRead', onRead);
    };
  }, [client, socket, userId]);

  useEffect(
    () => realtime.onReconnect(() => void client.invalidateQueries({ queryKey: ALL_CHATS })),
    [client],
  );
}
