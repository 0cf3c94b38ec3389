import { MarkReadResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setFreshQueryData } from '../../../lib/query-client';
import { type ConversationsData, chatQueryKeys, withUnreadCount } from './chat-cache';

/** POST /api/conversations/:conversationId/read — the member read it up to the newest message. */
export function markConversationRead(conversationId: string): Promise<MarkReadResponse> {
  return api.post(`/api/conversations/${encodeURIComponent(conversationId)}/read`, undefined, {
    schema: import.meta.env.DEV && MarkReadResponse,
  });
}

/** Marks a conversation read: its badge goes, and the unread total is read again. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ unreadCount }, conversationId) => {
      setFreshQueryData<ConversationsData>(client, chatQueryKeys.conversations(userId), (data) =>
        withUnreadCount(data, conversationId, unreadCount),
      );
      void client.invalidateQueries({ queryKey: chatQueryKeys.unread(userId) });
    },
  });
}
