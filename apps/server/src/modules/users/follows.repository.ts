import { DELETED_MEMBER, type StatusBadge } from '@one-world/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { follows, users } from '../../db/schema';
import { isBlockedBetween } from '../../db/visibility';
import type { Keyset } from '../../lib/keyset-cursor';
import { followNotification } from '../notifications';

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

/** The notification a new follow writes (`follow`): its id, if it starts a new one, and time. */
export interface FollowNotice {
  notificationId: string;
  now: Date;
}

/** What a follow or an unfollow did. */
export interface FollowOutcome {
  /** Whether one of the two blocked the other (then no follow was added). */
  blockedEitherWay: boolean;
  /** Whether this statement added or removed the follow (not when it already was as wanted). */
  changed: boolean;
  /** The followee's number of followers after it. */
  followerCount: number;
  /** Null when nobody was notified (no new follow). */
  notification: { id: string; recipientId: string } | null;
}

/**
 * A follow set in ONE statement, prepared once (issue 12): adds it (to follow, unless one of the
 * two blocked the other: the block policy's rule, which then decides the answer; the primary key
 * settles two at once) or removes it, moves both members' counters by what changed, and notifies
 * the member followed (the notifications module's `followNotification`). Run after `lockMembers`
 * of both, in the same transaction: its snapshot, taken after the locks, sees every block (which
 * takes the same locks) and every counter as they stand.
 */
const followStatement = preparedOnce('set_follow', (db: Executor) => {
  const follower = sql`${sql.placeholder('followerId')}::uuid`;
  const followee = sql`${sql.placeholder('followeeId')}::uuid`;
  const wanted = sql`${sql.placeholder('wanted')}::boolean`;
  const blocked = isBlockedBetween(follower, followee);
  const added = db
    .$with('added', { followerId: follows.followerId })
    .as(
      sql`insert into ${follows} ("follower_id", "followee_id") select ${follower}, ${followee} where ${wanted} and not ${blocked} on conflict do nothing returning "follower_id"`,
    );
  const removed = db
    .$with('removed', { followerId: follows.followerId })
    .as(
      sql`delete from ${follows} where ${follows.followerId} = ${follower} and ${follows.followeeId} = ${followee} and not ${wanted} returning "follower_id"`,
    );
  const change = sql`((select count(*) from ${added}) - (select count(*) from ${removed}))::integer`;
  const counted = db
    .$with('counted', { id: users.id, followerCount: users.followerCount })
    .as(
      sql`update ${users} set "following_count" = ${users.followingCount} + case when ${users.id} = ${follower} then ${change} else 0 end, "follower_count" = ${users.followerCount} + case when ${users.id} = ${followee} then ${change} else 0 end where ${users.id} in (${follower}, ${followee}) and ${change} <> 0 returning "id", "follower_count"`,
    );
  const notified = followNotification(db, {
    from: sql`${added}`,
    id: sql`${sql.placeholder('notificationId')}::uuid`,
    recipientId: followee,
    actorId: follower,
    at: sql.placeholder('now'),
  });
  const followersBefore = sql`(select ${users.followerCount} from ${users} where ${users.id} = ${followee})`;
  return db
    .with(added, removed, counted, notified)
    .select({
      blockedEitherWay: sql<boolean>`${blocked}`,
      changed: sql<boolean>`exists (select 1 from ${added}) or exists (select 1 from ${removed})`,
      followerCount: sql<number>`coalesce((select ${counted.followerCount} from ${counted} where ${counted.id} = ${followee}), ${followersBefore}, 0)`,
      notificationId: notified.id,
      notifiedId: notified.recipientId,
    })
    .from(sql`(select 1) as "one"`)
    .leftJoin(notified, sql`true`);
});

/** The follow graph and the counters kept beside it on the users' rows. */
export function followsRepository(db: Executor) {
  async function setFollow(values: {
    followerId: string;
    followeeId: string;
    wanted: boolean;
    notificationId: string | null;
    now: string | null;
  }): Promise<FollowOutcome> {
    const [row] = await followStatement(db, values);
    if (!row) throw new Error('the follow statement answered no row');
    const { notificationId, notifiedId, ...outcome } = row;
    return {
      ...outcome,
      notification:
        notificationId === null || notifiedId === null
          ? null
          : { id: notificationId, recipientId: notifiedId },
    };
  }

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

    /**
     * The follower follows the member (`followStatement`), unless either blocked the other, in
     * the transaction that locked both (`lockMembers`).
     */
    follow(followerId: string, followeeId: string, notice: FollowNotice): Promise<FollowOutcome> {
      return setFollow({
        followerId,
        followeeId,
        wanted: true,
        notificationId: notice.notificationId,
        now: notice.now.toISOString(),
      });
    },

    /** The follower stops following the member (`followStatement`), under the same locks. */
    unfollow(followerId: string, followeeId: string): Promise<FollowOutcome> {
      // An unfollow adds nothing, so writes no notification: its id and time are never read.
      return setFollow({ followerId, followeeId, wanted: false, notificationId: null, now: null });
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
