/**
 * The chats screen's own texts; the spec's (placeholder, Send, none selected, Reconnecting…)
 * come from the contract's CHAT_MESSAGES.
 */
export const CHAT_TEXTS = {
  heading: 'Chats',
  conversations: 'Conversations',
  loadingConversations: 'Loading conversations...',
  conversationsFailed: 'Your conversations could not be loaded.',
  moreConversationsFailed: 'More conversations could not be loaded.',
  noConversations: 'No conversations yet',
  howToStart: 'To start one, open a member’s profile and choose Message.',
  findMembers: 'Find members on the boards',
  loadingMessages: 'Loading messages...',
  messagesFailed: 'The messages could not be loaded.',
  olderMessages: 'Load older messages',
  olderMessagesFailed: 'Older messages could not be loaded.',
  noMessages: 'No messages yet. Say hello!',
  noMessagesPreview: 'No messages yet',
  you: 'You',
  online: 'Online',
  offline: 'Offline',
  back: 'Back to conversations',
  messageLabel: (name: string) => `Message to ${name}`,
  messagesWith: (name: string) => `Messages with ${name}`,
  unread: (count: number) => `${count} unread`,
  sending: 'Sending…',
  notSent: 'Not sent.',
  sendFailed: 'The message could not be sent.',
  retry: 'Retry',
  notFoundHint:
    'It may not exist, or it may be between other members. Check the link, or choose a conversation from your list.',
} as const;
