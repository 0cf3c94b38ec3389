import { z } from 'zod';
import { ActingUserId } from './common';

/** Texts of the chat endpoints. */
export const CHAT_MESSAGES = {
  cannotMessageSelf: 'You cannot start a conversation with yourself',
} as const;

export const ConversationId = z.uuid({ message: 'Invalid conversation id' });

/**
 * POST /api/conversations (SPEC §7) — the sender is the session user; the spec's `senderId`, when
 * sent, must name them (403 otherwise).
 */
export const CreateConversationBody = z.object({
  senderId: ActingUserId,
  receiverId: z.uuid({ message: 'Invalid user id' }),
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
