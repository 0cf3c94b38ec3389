import { type PageQuery, USER_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { badRequest, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { type FollowDirection, type FollowListItem, followsRepository } from './follows.repository';
import { blockPolicy, userPolicy } from './users.policy';
import { usersRepository } from './users.repository';

/** The state of one follow after a follow or unfollow. */
export interface FollowState {
  following: boolean;
  /** The followed member's number of followers. */
  followerCount: number;
}

/** The follow graph: following, unfollowing and the paged lists of both directions. */
export function followsService(ctx: ServiceContext) {
  return {
    /**
     * Makes the actor follow (`wanted` true) or stop following the member; safe to retry, and
     * it changes the counters only when the follow really changed. Following oneself is a 400
     * (a request that can never succeed, not a permission); an unknown member a 404; following
     * between a blocker and the member they blocked, either way, a 403.
     */
    async setFollow(actor: Actor, userId: string, wanted: boolean): Promise<FollowState> {
      if (!userPolicy.can(actor, 'follow', { id: userId })) {
        throw badRequest(USER_MESSAGES.cannotFollowSelf);
      }
      return withTransaction(ctx, async (tx, events) => {
        const repo = followsRepository(tx);
        const locked = await repo.lockMembers([actor.id, userId]);
        if (!locked.includes(userId)) throw notFound(USER_MESSAGES.userNotFound);
        // Written under the members' locks, which blocking takes too: no follow slips past a block.
        const outcome = wanted
          ? await repo.follow(actor.id, userId, {
              notificationId: timeOrderedId(),
              now: ctx.clock.now(),
            })
          : await repo.unfollow(actor.id, userId);
        if (wanted) {
          blockPolicy.authorize(actor, 'follow', { blockedEitherWay: outcome.blockedEitherWay });
        }
        const { followerCount, notification } = outcome;
        if (!outcome.changed) return { following: wanted, followerCount };
        const payload = { followerId: actor.id, followeeId: userId, followerCount };
        events.record(wanted ? 'user.followed' : 'user.unfollowed', payload);
        if (notification) {
          events.record('notification.created', {
            notificationId: notification.id,
            recipientId: notification.recipientId,
          });
        }
        return { following: wanted, followerCount };
      });
    },

    /** A page of a member's followers or followings, newest follow first; 404 when unknown. */
    async list(
      userId: string,
      direction: FollowDirection,
      page: PageQuery,
    ): Promise<Page<FollowListItem>> {
      if (!(await usersRepository(ctx.db).exists(userId))) {
        throw notFound(USER_MESSAGES.userNotFound);
      }
      const rows = await followsRepository(ctx.db).list(
        userId,
        direction,
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      return pageOf(rows, page.limit, (row) => ({ createdAt: row.followedAt, id: row.id }));
    },
  };
}
