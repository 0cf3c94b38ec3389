import { ConversationsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-cache';

/** GET /api/conversations/:userId — one page of the member's conversations, latest first. */
export function fetchConversations(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  return api.get(`/api/conversations/${encodeURIComponent(userId)}`, {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && ConversationsPage,
  });
}

/**
 * The member's conversations as an infinite list. Socket events keep it current; it is still
 * read again whenever the chats screen opens, since a conversation started from a profile
 * (or on another device) announces nothing.
 */
export function useConversations(userId: string) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.conversations(userId),
    queryFn: ({ pageParam, signal }) => fetchConversations(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchOnMount: 'always',
  });
}
