import type { Conversation } from '@one-world/contract';
import type { ConversationRow } from '../../db/schema';

/** A conversation as SPEC §3 shapes it: its two members, the one who started it first. */
export function toConversation(row: ConversationRow): Conversation {
  return {
    _id: row.id,
    members: [row.memberA, row.memberB],
    createdAt: row.createdAt.toISOString(),
  };
}
