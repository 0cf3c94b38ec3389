import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ConversationRow, conversations } from '../../db/schema';

/** All SQL about conversations (the chat issue adds their messages). */
export function chatRepository(db: Executor) {
  return {
    /**
     * Creates the pair's conversation unless one exists; null when it did. The unique index on
     * (least, greatest) of the members settles concurrent creations: the later insert waits for
     * the earlier one and then does nothing.
     */
    async insertConversation(memberA: string, memberB: string): Promise<ConversationRow | null> {
      const rows = await db
        .insert(conversations)
        .values({ memberA, memberB })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /** The conversation of the two members, whoever started it. */
    async findByPair(one: string, other: string): Promise<ConversationRow | null> {
      const rows = await db
        .select()
        .from(conversations)
        .where(
          sql`least(${conversations.memberA}, ${conversations.memberB}) = least(${one}::uuid, ${other}::uuid)
          and greatest(${conversations.memberA}, ${conversations.memberB}) = greatest(${one}::uuid, ${other}::uuid)`,
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
