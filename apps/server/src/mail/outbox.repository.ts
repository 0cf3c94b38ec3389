import type { MailKind } from '@one-world/contract';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A message as the worker sends it. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Attempts including the one just claimed. */
  attempts: number;
}

/**
 * What a sent or failed message forgets: its bodies and headers hold single-use links and the
 * unsubscribe key, which should not outlive the delivery in the database (or its backups).
 */
const FORGET_CONTENT = { html: '', text: '', headers: {} };

/** All SQL of the mail outbox. */
export function outboxRepository(db: Executor) {
  return {
    async insert(row: {
      kind: MailKind;
      to: string;
      userId: string | null;
      subject: string;
      html: string;
      text: string;
      headers: Record<string, string>;
    }) {
      await db.insert(mailOutbox).values(row);
    },

    /**
     * Leases up to `limit` due messages to this worker until `leaseUntil` and counts the attempt.
     * `SKIP LOCKED` lets several nodes claim at once without waiting on or taking each other's
     * rows; the lease keeps a claimed row away from them after this statement commits, and hands
     * it back if this node dies while sending.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          html: mailOutbox.html,
          text: mailOutbox.text,
          headers: mailOutbox.headers,
          attempts: mailOutbox.attempts,
        });
    },

    /** Marks a message sent, forgetting its content. */
    async markSent(id: string, now: Date) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, ...FORGET_CONTENT })
        .where(eq(mailOutbox.id, id));
    },

    /** Schedules another attempt after a failure. */
    async markRetry(id: string, nextAttemptAt: Date, error: string) {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt, lockedUntil: null, lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    /** Gives a message up after its last attempt, forgetting its content. */
    async markFailed(id: string, error: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lockedUntil: null, lastError: error, ...FORGET_CONTENT })
        .where(eq(mailOutbox.id, id));
    },
  };
}
