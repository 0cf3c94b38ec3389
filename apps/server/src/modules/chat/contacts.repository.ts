import { eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, follows } from '../../db/schema';
import { isBlockedBetween } from '../../db/visibility';

/** Whose presence a member sees: the SQL behind the socket server's contact lists. */
export function contactsRepository(db: Executor) {
  return {
    /**
     * The members this one follows, who follow them, or who share a conversation with them,
     * each once, but for members either of them blocked. Each branch reads one index (the follows' primary key and followee index, the
     * conversations' member indexes); the tables' checks already keep the member out.
     */
    async contactIds(userId: string): Promise<string[]> {
      const contacts = db
        .select({ id: follows.followeeId })
        .from(follows)
        .where(eq(follows.followerId, userId))
        .union(
          db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, userId)),
        )
        .union(
          db
            .select({ id: conversations.memberB })
            .from(conversations)
            .where(eq(conversations.memberA, userId)),
        )
        .union(
          db
            .select({ id: conversations.memberA })
            .from(conversations)
            .where(eq(conversations.memberB, userId)),
        )
        .as('contacts');
      // A block hides each member's presence from the other, their conversation kept or not.
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(not(isBlockedBetween(contacts.id, userId)));
      return rows.map((row) => row.id);
    },
  };
}
