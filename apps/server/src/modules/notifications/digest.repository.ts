import type { DigestFrequency, Role } from '@one-world/contract';
import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isSuspended } from '../../db/visibility';

/** A member whose digest is due, as the runner claims them. */
export interface DigestMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  digest: Exclude<DigestFrequency, 'none'>;
  /** When their last digest went out; null before the first. */
  digestSentAt: Date | null;
  unsubscribeKey: string | null;
  /** Their interface language (`users.language`): the digest is written in it. */
  language: string;
}

/** The SQL of the notification digest: who is due, and recording that theirs went out. */
export function digestRepository(db: Executor) {
  return {
    /**
     * Locks up to `limit` members (by id, after `afterId`) whose daily or weekly digest is due at
     * `now` — never sent, or last sent at or before `dailyDue` / `weeklyDue` — and who have an
     * unread notification written since. Rows another runner holds are skipped (`SKIP LOCKED`),
     * so with several nodes each member is claimed by one of them; call it inside the
     * transaction that queues their mail and moves `digest_sent_at`.
     */
    async claimDue(
      now: Date,
      due: { daily: Date; weekly: Date },
      afterId: string | null,
      limit: number,
    ): Promise<DigestMember[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          digest: users.digest,
          digestSentAt: users.digestSentAt,
          unsubscribeKey: users.unsubscribeKey,
          language: users.language,
        })
        .from(users)
        .where(
          and(
            ne(users.digest, 'none'),
            afterId ? gt(users.id, afterId) : undefined,
            or(
              isNull(users.digestSentAt),
              and(eq(users.digest, 'daily'), lte(users.digestSentAt, due.daily)),
              and(eq(users.digest, 'weekly'), lte(users.digestSentAt, due.weekly)),
            ),
            sql`not ${isSuspended(users.id, now)}`,
            // A cheap first sieve; the digest itself lists only what the member may see.
            sql`exists (select 1 from "notifications" "n" where "n"."recipient_id" = ${users.id} and "n"."read_at" is null and (${users.digestSentAt} is null or "n"."created_at" > ${users.digestSentAt}))`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.flatMap((row) => (row.digest === 'none' ? [] : [{ ...row, digest: row.digest }]));
    },

    /** Records that the member's digest went out at `at`, with the key of its unsubscribe link. */
    async markSent(userId: string, at: Date, unsubscribeKey: string): Promise<void> {
      await db.update(users).set({ digestSentAt: at, unsubscribeKey }).where(eq(users.id, userId));
    },
  };
}
