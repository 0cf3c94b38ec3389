import { z } from 'zod';
import { CHAT_LIMITS } from './chat-constants';
import {
  ActingUserId,
  ClientMessageId,
  ContentLanguageChoice,
  ConversationId,
  Cursor,
  MemberSummary,
  Message,
  MessageText,
  pageLimit,
  UnreadCountValue,
  UserId,
} from './common';

/** The member of GET /api/conversations/:userId and its unread count. */
export const ChatMemberParams = z.object({ userId: UserId });

/** The conversation of the message and read-mark routes. */
export const ConversationIdParams = z.object({ conversationId: ConversationId });

/**
 * POST /api/conversations (SPEC §7) — the sender is the session user; the spec's `senderId`, when
 * sent, must name them (403 otherwise).
 */
export const CreateConversationBody = z.object({
  senderId: ActingUserId,
  receiverId: UserId,
});
export type CreateConversationBody = z.input<typeof CreateConversationBody>;

/**
 * A conversation between two members (SPEC §3): exactly one per pair. `members` lists the member
 * who started it first.
 */
export const Conversation = z.object({
  _id: z.string(),
  members: z.tuple([z.string(), z.string()]),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

/**
 * One entry of GET /api/conversations/:userId: the conversation, the other member, the newest
 * message (null before the first), how many of the partner's messages the member has not read,
 * and `updatedAt`, its latest activity (the newest message, else its creation), which orders the
 * list.
 */
export const ConversationSummary = Conversation.extend({
  partner: MemberSummary,
  lastMessage: Message.nullable(),
  unreadCount: UnreadCountValue,
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** GET /api/conversations/:userId: latest activity first, keyset-paged. */
export const ConversationsQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(CHAT_LIMITS.conversationsPageDefault, CHAT_LIMITS.conversationsPageMax),
});
export type ConversationsQuery = z.input<typeof ConversationsQuery>;

export const ConversationsPage = z.object({
  conversations: z.array(ConversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationsPage = z.infer<typeof ConversationsPage>;

/** GET /api/conversations/:userId/unread: the member's unread messages over all conversations. */
export const UnreadCount = z.object({ unreadCount: UnreadCountValue });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** GET /api/userschat?userId= (SPEC §7): the chat partner's public name and picture. */
export const UsersChatQuery = z.object({ userId: UserId });
export type UsersChatQuery = z.input<typeof UsersChatQuery>;

/**
 * GET /api/messages/:conversationId: pages run backwards from the newest message (`nextCursor`
 * names the older page), and each page lists its messages oldest to newest.
 */
export const MessagesQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(CHAT_LIMITS.messagesPageDefault, CHAT_LIMITS.messagesPageMax),
});
export type MessagesQuery = z.input<typeof MessagesQuery>;

export const MessagesPage = z.object({
  messages: z.array(Message),
  nextCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof MessagesPage>;

/**
 * POST /api/messages (SPEC §7: `sender`, `text`, `conversationId`). `sender`, when sent, must be
 * the session user (403); `_id`, a UUID the client generates, makes a retry answer the stored
 * message instead of storing it twice.
 */
export const SendMessageBody = z.object({
  sender: ActingUserId,
  text: MessageText,
  conversationId: ConversationId,
  _id: ClientMessageId.optional(),
  language: ContentLanguageChoice,
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** POST /api/conversations/:conversationId/read answers the member's unread count left there. */
export const MarkReadResponse = UnreadCount;
export type MarkReadResponse = UnreadCount;
