import type { ModerationAction, ReportKind } from '@one-world/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ModerationActionRow, moderationActions, users } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

/** One moderator's action, as the audit log records it. */
export interface NewModerationAction {
  actorId: string;
  action: ModerationAction;
  targetKind: ReportKind;
  targetId: string;
  reportId?: string | undefined;
  reason?: string | undefined;
  until?: Date | null;
}

/** An audit entry with the name of the admin who acted (null once their account is gone). */
export interface AuditRow extends ModerationActionRow {
  actorName: string | null;
}

/** All SQL about the moderators' audit log (`moderation_actions`). */
export function moderationRepository(db: Executor) {
  return {
    /** Writes the entry; call it in the action's own transaction. */
    async record(entry: NewModerationAction): Promise<void> {
      await db.insert(moderationActions).values(entry);
    },

    /** The log newest first, with each actor's name. */
    async list(after: Keyset | undefined, take: number): Promise<AuditRow[]> {
      const rows = await db
        .select({ entry: moderationActions, actorName: users.name })
        .from(moderationActions)
        .leftJoin(users, eq(users.id, moderationActions.actorId))
        .where(
          after
            ? sql`(${moderationActions.createdAt}, ${moderationActions.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(take);
      return rows.map((r) => ({ ...r.entry, actorName: r.actorName }));
    },
  };
}
