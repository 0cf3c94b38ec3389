import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, users } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';
import { type ListedMember, listedMemberColumns } from './follows.repository';

/** A member in the blocker's list, with when the block began (with the member's id, its keyset). */
export interface BlockListItem extends ListedMember {
  blockedAt: Date;
}

/** All SQL about members blocking members. */
export function blocksRepository(db: Executor) {
  return {
    /**
     * Adds (`wanted` true) or removes the block; false when it already was so (the primary key
     * settles races).
     */
    async set(blockerId: string, blockedId: string, wanted: boolean): Promise<boolean> {
      const changed = wanted
        ? await db
            .insert(blocks)
            .values({ blockerId, blockedId })
            .onConflictDoNothing()
            .returning({ blockedId: blocks.blockedId })
        : await db
            .delete(blocks)
            .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
            .returning({ blockedId: blocks.blockedId });
      return changed.length > 0;
    },

    /** Whether one of the two members blocked the other (two primary-key lookups). */
    async existsBetween(one: string, other: string): Promise<boolean> {
      const between = (blocker: string, blocked: string) =>
        and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked));
      const rows = await db
        .select({ blockerId: blocks.blockerId })
        .from(blocks)
        .where(or(between(one, other), between(other, one)))
        .limit(1);
      return rows.length > 0;
    },

    /** A page of the members the blocker blocked, newest block first. */
    async list(
      blockerId: string,
      after: Keyset | undefined,
      take: number,
    ): Promise<BlockListItem[]> {
      const mine = eq(blocks.blockerId, blockerId);
      // One row comparison: a range of the (blocker, created_at, blocked) index, read backwards.
      const before = after
        ? sql`(${blocks.createdAt}, ${blocks.blockedId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select({ ...listedMemberColumns, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(before ? and(mine, before) : mine)
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
        .limit(take);
    },
  };
}
