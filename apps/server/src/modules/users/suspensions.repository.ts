import { DELETED_MEMBER, type Role } from '@one-world/contract';
import { and, eq, inArray, ne, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isSuspended } from '../../db/visibility';

/** A member's suspension as stored: since when, until when (null: for good), why. */
export interface SuspensionRow {
  since: Date;
  until: Date | null;
  reason: string;
}

/** A member as moderation needs them: their role and their suspension (null when none). */
export interface ModeratedMember {
  id: string;
  role: Role;
  suspension: SuspensionRow | null;
}

/** A reported member as the moderation queue shows them in place. */
export interface ReportedMember extends ModeratedMember {
  name: string;
  avatarUrl: string | null;
  bio: string;
}

const suspensionColumns = {
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

/**
 * The suspension a row records, or null when none is in force at `now` (a period that ended is
 * no suspension: the member is back without anyone lifting it). Sign-in reads it too.
 */
export function suspensionAt(
  row: { suspendedAt: Date | null; suspendedUntil: Date | null; suspensionReason: string | null },
  now: Date,
): SuspensionRow | null {
  if (!row.suspendedAt || (row.suspendedUntil && row.suspendedUntil <= now)) return null;
  return { since: row.suspendedAt, until: row.suspendedUntil, reason: row.suspensionReason ?? '' };
}

// The stand-in account of deleted members is no member: it is never reported nor suspended.
const realMember = ne(users.id, DELETED_MEMBER.id);

/** All SQL about members' suspensions, and the member lookups moderation makes. */
export function suspensionsRepository(db: Executor) {
  return {
    /**
     * Whether the member exists and is not suspended at `now` (what a report of them needs). A
     * block does not hide them here: a member may report someone they blocked, or who blocked
     * them.
     */
    async isReportableMember(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), realMember, not(isSuspended(users.id, now))))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The member with their suspension in force at `now`, locked until the transaction ends so
     * two moderators' changes to one member queue; null for no such member.
     */
    async findForUpdate(userId: string, now: Date): Promise<ModeratedMember | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role, ...suspensionColumns })
        .from(users)
        .where(and(eq(users.id, userId), realMember))
        .for('update');
      return row ? { id: row.id, role: row.role, suspension: suspensionAt(row, now) } : null;
    },

    /** Suspends the member (replacing any suspension they had). */
    async suspend(userId: string, suspension: SuspensionRow): Promise<void> {
      await db
        .update(users)
        .set({
          suspendedAt: suspension.since,
          suspendedUntil: suspension.until,
          suspensionReason: suspension.reason,
        })
        .where(eq(users.id, userId));
    },

    /** Lifts the member's suspension (clearing an expired one's traces too). */
    async lift(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
        .where(eq(users.id, userId));
    },

    /** The given members with their suspension at `now`, in one query (deleted ones absent). */
    async reportedMembers(userIds: string[], now: Date): Promise<ReportedMember[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
          avatarUrl: users.avatarUrl,
          bio: users.bio,
          ...suspensionColumns,
        })
        .from(users)
        .where(and(inArray(users.id, userIds), realMember));
      return rows.map((row) => ({
        id: row.id,
        role: row.role,
        name: row.name,
        avatarUrl: row.avatarUrl,
        bio: row.bio,
        suspension: suspensionAt(row, now),
      }));
    },
  };
}
