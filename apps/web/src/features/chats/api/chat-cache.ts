/**
 * The chat caches, all under 'chats' so a reconnect re-reads every one of them: the member's
 * conversation list and unread total, and one infinite query per conversation's messages. The
 * helpers below are pure: they take cached data and a message and answer the new data, which the
 * socket events and the send path both write.
 */
import type {
  ConversationSummary,
  ConversationsPage,
  IncomingMessage,
  Message,
  MessagesPage,
} from '@one-world/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { setFreshQueryData, setLastingQueryData } from '../../../lib/query-client';

export type ConversationsData = InfiniteData<ConversationsPage>;
/** Pages newest first (the first page holds the newest messages), each oldest to newest. */
export type MessagesData = InfiniteData<MessagesPage>;

export const ALL_CHATS = ['chats'] as const;

export const chatQueryKeys = {
  conversations: (userId: string) => ['chats', 'conversations', userId] as const,
  unread: (userId: string) => ['chats', 'unread', userId] as const,
  messages: (conversationId: string) => ['chats', 'messages', conversationId] as const,
};

/** A getMessage event as the API's Message (the event names its sender `senderId`). */
export function toMessage({ senderId, ...message }: IncomingMessage): Message {
  return { ...message, sender: senderId };
}

/** Every loaded message, oldest to newest. */
export function messagesInOrder(data: MessagesData | undefined): Message[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/**
 * The pages with `message` in its place by time (normally last), unless it is already there:
 * the socket event and the answer to one's own send both bring it.
 */
export function withMessage(
  data: MessagesData | undefined,
  message: Message,
): MessagesData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  const known = data.pages.some((page) => page.messages.some(({ _id }) => _id === message._id));
  if (known) return data;
  const messages = [...newest.messages];
  let at = messages.length;
  while (at > 0 && (messages[at - 1]?.createdAt ?? '') > message.createdAt) at -= 1;
  messages.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** The conversation with this id in the loaded pages. */
export function findConversation(
  data: ConversationsData | undefined,
  conversationId: string,
): ConversationSummary | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.conversations.find(({ _id }) => _id === conversationId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The list after `message`: its conversation moves to the top with it as the last message, and
 * counts it as unread when the partner wrote it. Null when the conversation is not loaded (new,
 * or further down than the pages read), so the caller reads the list again.
 */
export function withLatestMessage(
  data: ConversationsData,
  message: Message,
  viewerId: string,
): ConversationsData | null {
  const summary = findConversation(data, message.conversationId);
  if (!summary) return null;
  const last = summary.lastMessage;
  if (last && (last._id === message._id || last.createdAt > message.createdAt)) return data;
  const moved: ConversationSummary = {
    ...summary,
    lastMessage: message,
    updatedAt: message.createdAt,
    unreadCount: summary.unreadCount + (message.sender === viewerId ? 0 : 1),
  };
  const pages = data.pages.map((page) => ({
    ...page,
    conversations: page.conversations.filter(({ _id }) => _id !== summary._id),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, conversations: [moved, ...first.conversations] }, ...rest],
  };
}

/** The list with the conversation's unread count at `unreadCount` (0 once read). */
export function withUnreadCount(
  data: ConversationsData | undefined,
  conversationId: string,
  unreadCount: number,
): ConversationsData | undefined {
  if (!data || findConversation(data, conversationId)?.unreadCount === unreadCount) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      conversations: page.conversations.map((summary) =>
        summary._id === conversationId ? { ...summary, unreadCount } : summary,
      ),
    })),
  };
}

/**
 * Writes a stored message into the caches: its conversation's messages (when loaded, and again
 * when a read of them on its way lands) and the list, which is read again when the conversation is
 * not in it.
 */
export function cacheMessage(client: QueryClient, message: Message, viewerId: string): void {
  setLastingQueryData<MessagesData>(
    client,
    chatQueryKeys.messages(message.conversationId),
    (data) => withMessage(data, message),
  );
  const listKey = chatQueryKeys.conversations(viewerId);
  const list = client.getQueryData<ConversationsData>(listKey);
  const next = list && withLatestMessage(list, message, viewerId);
  if (next) setFreshQueryData(client, listKey, next);
  else void client.invalidateQueries({ queryKey: listKey });
}
