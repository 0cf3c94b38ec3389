import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Actor } from '../lib/policy';
import type { Executor } from './client';
import { sessions, users } from './schema';

/** All SQL about sessions. */
export function sessionsRepository(db: Executor) {
  return {
    async create(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    async findActor(tokenHash: string, now: Date): Promise<Actor | null> {
      const rows = await db
        .select({ id: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the user, or every one but `exceptTokenHash` (the caller's own). */
    async deleteAllOf(userId: string, exceptTokenHash?: string): Promise<void> {
      const mine = eq(sessions.userId, userId);
      await db
        .delete(sessions)
        .where(exceptTokenHash ? and(mine, ne(sessions.tokenHash, exceptTokenHash)) : mine);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
