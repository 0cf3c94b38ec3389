import { CHAT_MESSAGES } from '@one-world/contract';
import { definePolicy, type Rule } from '../../lib/policy';

/** What a policy needs to know of a conversation: its two members. */
export interface Members {
  memberA: string;
  memberB: string;
}

/** Whose conversations a request is about (the list and the unread count of one member). */
export interface Inbox {
  userId: string;
}

// Messages are private: an admin is no member, so there is no bypass.
const isMember: Rule<Members> = (actor, conversation) =>
  actor !== null && (actor.id === conversation.memberA || actor.id === conversation.memberB);

/** Who may do what in a conversation: its two members read and send, nobody else. */
export const conversationPolicy = definePolicy({
  read: { rule: isMember, refusal: CHAT_MESSAGES.notAMember },
  send: { rule: isMember, refusal: CHAT_MESSAGES.notAMember },
});

/** Who may see a member's conversations and unread count: that member only, admins included. */
export const inboxPolicy = definePolicy({
  list: {
    rule: (actor, inbox: Inbox) => actor?.id === inbox.userId,
    refusal: 'chat.inboxOnlyOwn',
  },
});
