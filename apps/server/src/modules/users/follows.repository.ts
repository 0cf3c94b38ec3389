import { DELETED_MEMBER, type StatusBadge } from '@one-world/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { follows, users } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

/** Whose list: the members following someone, or the members someone follows. */
export type FollowDirection = 'followers' | 'following';

/** A member as member lists show them (follows, blocks): as posts show their authors. */
export interface ListedMember {
  id: string;
  name: string;
  avatarUrl: string | null;
  statusBadge: StatusBadge | null;
}

/** The columns of a {@link ListedMember}, for the member lists' queries. */
export const listedMemberColumns = {
  id: users.id,
  name: users.name,
  avatarUrl: users.avatarUrl,
  statusBadge: users.statusBadge,
};

/** A member in a follow list, with when the follow began (with the member's id, its keyset). */
export interface FollowListItem extends ListedMember {
  followedAt: Date;
}

/** The follow graph and the counters kept beside it on the users' rows. */
export function followsRepository(db: Executor) {
  return {
    /**
     * Locks the members' rows in id order until the transaction ends and returns the ids that
     * exist. Every follow change and an account deletion lock the members they touch this way
     * first, so their counter updates queue instead of deadlocking (A follows B while B follows
     * A would otherwise lock the two rows in opposite orders).
     */
    async lockMembers(ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        // One array parameter, not one per id: a member with 65,535 follows and followers or
        // more would otherwise exceed the protocol's limit and could not delete their account.
        .where(
          and(sql`${users.id} = any(${sql.param(ids)}::uuid[])`, ne(users.id, DELETED_MEMBER.id)),
        )
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Adds the follow; false when it already existed (the primary key settles races). */
    async insert(followerId: string, followeeId: string): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ followerId: follows.followerId });
      return rows.length > 0;
    },

    /** Removes the follow; false when there was none. */
    async delete(followerId: string, followeeId: string): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning({ followerId: follows.followerId });
      return rows.length > 0;
    },

    /**
     * Moves both counters of one follow by `change` (+1 or -1) and returns the followee's
     * follower count. Call it in the transaction that inserted or deleted the row, and only
     * when one really was.
     */
    async bumpCounts(followerId: string, followeeId: string, change: 1 | -1): Promise<number> {
      await db
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + ${change}` })
        .where(eq(users.id, followerId));
      const rows = await db
        .update(users)
        .set({ followerCount: sql`${users.followerCount} + ${change}` })
        .where(eq(users.id, followeeId))
        .returning({ followerCount: users.followerCount });
      return rows[0]?.followerCount ?? 0;
    },

    /** The member's follower counter (0 for an unknown id; callers have checked it exists). */
    async followerCount(userId: string): Promise<number> {
      const rows = await db
        .select({ followerCount: users.followerCount })
        .from(users)
        .where(eq(users.id, userId));
      return rows[0]?.followerCount ?? 0;
    },

    /** A page of a member's followers or followings, newest follow first. */
    async list(
      userId: string,
      direction: FollowDirection,
      after: Keyset | undefined,
      take: number,
    ): Promise<FollowListItem[]> {
      // "followers": the rows whose followee is the member, listing their followers; and back.
      const [own, other] =
        direction === 'followers'
          ? [follows.followeeId, follows.followerId]
          : [follows.followerId, follows.followeeId];
      const where = eq(own, userId);
      // One row comparison, which PostgreSQL turns into a range of the (own, created_at, other)
      // index, read backwards.
      const before = after
        ? sql`(${follows.createdAt}, ${other}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select({ ...listedMemberColumns, followedAt: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, other))
        .where(before ? and(where, before) : where)
        .orderBy(desc(follows.createdAt), desc(other))
        .limit(take);
    },
  };
}
