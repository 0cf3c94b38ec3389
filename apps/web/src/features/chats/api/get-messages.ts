import { MessagesPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, isHttpError } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-cache';

/**
 * GET /api/messages/:conversationId — one page of a conversation, oldest to newest; the first
 * page holds the newest messages and `nextCursor` names the page before it.
 */
export function fetchMessages(
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return api.get(`/api/messages/${encodeURIComponent(conversationId)}`, {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && MessagesPage,
  });
}

/** Whether a conversation's messages failed because it is unknown or not the member's. */
export const isConversationMissing = (error: unknown) => isHttpError(error, 400, 403, 404);

/**
 * A conversation's messages as an infinite list paging backwards (`fetchNextPage` loads older
 * ones). Socket events add new messages, so it is never stale by itself.
 */
export function useMessages(conversationId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // Not being a member will not change by asking again.
    retry: (failureCount, error) => !isConversationMissing(error) && failureCount < 2,
  });
}
