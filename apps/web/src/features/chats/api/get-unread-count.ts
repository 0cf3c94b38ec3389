import { UnreadCount } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-cache';

/** GET /api/conversations/:userId/unread — the member's unread messages in all conversations. */
export function fetchUnreadCount(userId: string, signal?: AbortSignal): Promise<UnreadCount> {
  return api.get(`/api/conversations/${encodeURIComponent(userId)}/unread`, {
    signal,
    schema: import.meta.env.DEV && UnreadCount,
  });
}

/** The member's unread total, re-read when a message arrives or a conversation is read. */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: chatQueryKeys.unread(userId),
    queryFn: ({ signal }) => fetchUnreadCount(userId, signal),
    select: ({ unreadCount }) => unreadCount,
  });
}
