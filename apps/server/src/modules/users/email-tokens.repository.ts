import type { EmailTokenPurpose } from '@one-world/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type EmailTokenRow, emailTokens } from '../../db/schema';

export interface NewEmailToken {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  /** The address the link was sent to (and, for 'confirm' and 'change', the one it proves). */
  email: string;
  expiresAt: Date;
}

/** All SQL about the single-use tokens of mail links (only their hashes are stored). */
export function emailTokensRepository(db: Executor) {
  return {
    async insert(token: NewEmailToken): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    /**
     * Uses up the token in one statement, so two requests racing with one link cannot both
     * succeed: the row when it was unused, unexpired and of one of `purposes`, else null.
     */
    async consume(
      tokenHash: string,
      purposes: readonly EmailTokenPurpose[],
      now: Date,
    ): Promise<EmailTokenRow | null> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            inArray(emailTokens.purpose, [...purposes]),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** Kills the member's tokens of these purposes (a newer link, or the password changed). */
    async retire(userId: string, purposes: readonly EmailTokenPurpose[]): Promise<void> {
      await db
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, [...purposes])));
    },
  };
}
