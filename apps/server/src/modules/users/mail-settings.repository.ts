import { DELETED_MEMBER, type DigestFrequency } from '@one-world/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** All SQL of a member's mail preferences. */
export function mailSettingsRepository(db: Executor) {
  return {
    /** The member's digest frequency; null for an unknown member. */
    async findDigest(userId: string): Promise<DigestFrequency | null> {
      const [row] = await db
        .select({ digest: users.digest })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.id, DELETED_MEMBER.id)))
        .limit(1);
      return row?.digest ?? null;
    },

    /** Sets the member's digest frequency; answers whether the member exists. */
    async setDigest(userId: string, digest: DigestFrequency): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ digest })
        .where(and(eq(users.id, userId), ne(users.id, DELETED_MEMBER.id)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Turns the digest off for the member whose unsubscribe key this is; answers whether one was. */
    async unsubscribeByKey(key: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ digest: 'none' })
        .where(eq(users.unsubscribeKey, key))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
