import type {
  Conversation,
  ConversationSummary,
  ConversationsPage,
  IncomingMessage,
  MemberSummary,
  Message,
  MessagesPage,
  StatusBadge,
} from '@one-world/contract';
import type { ConversationRow, MessageRow } from '../../db/schema';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import type { ConversationListItem } from './chat.repository';

/** A conversation as SPEC §3 shapes it: its two members, the one who started it first. */
export function toConversation(row: ConversationRow): Conversation {
  return {
    _id: row.id,
    members: [row.memberA, row.memberB],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message as SPEC §3 shapes it (`sender`, `text`, `conversationId`, `createdAt`). */
export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    sender: row.senderId,
    text: row.text,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}

/** A message as the socket's `getMessage` carries it (SPEC §7 names the sender `senderId`). */
export function toIncomingMessage(message: Message): IncomingMessage {
  return {
    _id: message._id,
    senderId: message.sender,
    text: message.text,
    conversationId: message.conversationId,
    createdAt: message.createdAt,
    language: message.language,
  };
}

/** A member as chats show them: public name, picture and badge. */
export function toMemberSummary(member: {
  id: string;
  name: string;
  avatarUrl: string | null;
  statusBadge: StatusBadge | null;
}): MemberSummary {
  return {
    _id: member.id,
    name: member.name,
    img: imageOf(member.avatarUrl),
    statusBadge: member.statusBadge,
  };
}

/** A page of a member's conversations, each with its partner, last message and unread count. */
export function toConversationsPage(page: Page<ConversationListItem>): ConversationsPage {
  return {
    conversations: page.items.map(
      (item): ConversationSummary => ({
        ...toConversation(item),
        partner: toMemberSummary({
          id: item.partnerId,
          name: item.partnerName,
          avatarUrl: item.partnerAvatarUrl,
          statusBadge: item.partnerStatusBadge,
        }),
        lastMessage: item.lastMessage && toMessage(item.lastMessage),
        unreadCount: item.unreadCount,
        updatedAt: item.updatedAt.toISOString(),
      }),
    ),
    nextCursor: page.nextCursor,
  };
}

/** A page of a conversation's messages, oldest to newest, with the cursor of the older page. */
export function toMessagesPage(page: Page<MessageRow>): MessagesPage {
  return { messages: page.items.map(toMessage), nextCursor: page.nextCursor };
}
