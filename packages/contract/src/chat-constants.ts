import type { MessageId } from '@one-world/i18n';

/**
 * The chat's limits and texts (issue 8).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads: these reach
 * only the pages that read them (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas
 * it uses").
 */

/** Chat limits (issue 8). A message's text is trimmed before it is measured. */
export const CHAT_LIMITS = {
  messageMax: 2000,
  /** Page size of a conversation's messages (newest page first). */
  messagesPageDefault: 30,
  messagesPageMax: 100,
  /** Page size of a member's conversation list (latest activity first). */
  conversationsPageDefault: 20,
  conversationsPageMax: 50,
} as const;

/** Texts of the chat endpoints, socket acknowledgements and screen (SPEC §2 "Chats"). */
export const CHAT_MESSAGES = {
  cannotMessageSelf: 'chat.cannotMessageSelf',
  conversationNotFound: 'chat.conversationNotFound',
  notAMember: 'chat.notAMember',
  messageEmpty: 'chat.messageEmpty',
  messageTooLong: 'chat.messageTooLong',
  messageIdTaken: 'chat.messageIdTaken',
  placeholder: 'chat.placeholder',
  send: 'chat.send',
  noneSelected: 'chat.noneSelected',
  reconnecting: 'chat.reconnecting',
} as const satisfies Record<string, MessageId>;
