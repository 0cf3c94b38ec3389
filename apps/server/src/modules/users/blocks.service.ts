import { type PageQuery, USER_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { type EventRecorder, withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { type BlockListItem, blocksRepository } from './blocks.repository';
import { followsRepository } from './follows.repository';
import { userPolicy } from './users.policy';

/**
 * Ends the follows between the two members, both ways, in the caller's transaction (which has
 * locked both rows): each one that existed moves the counters back and is announced.
 */
async function endFollowsBetween(tx: Executor, events: EventRecorder, one: string, other: string) {
  const follows = followsRepository(tx);
  for (const [followerId, followeeId] of [
    [one, other],
    [other, one],
  ] as const) {
    const ended = await follows.unfollow(followerId, followeeId);
    if (!ended.changed) continue;
    events.record('user.unfollowed', {
      followerId,
      followeeId,
      followerCount: ended.followerCount,
    });
  }
}

/** Members blocking members: blocking, unblocking and the blocker's list. */
export function blocksService(ctx: ServiceContext) {
  return {
    /**
     * Makes the actor block (`wanted` true) or unblock the member; safe to retry, and it changes
     * anything only when the block really changed. Blocking ends the follows between the two
     * both ways in the same transaction. Oneself is a 403, an unknown member a 404.
     */
    async setBlock(actor: Actor, userId: string, wanted: boolean): Promise<boolean> {
      userPolicy.authorize(actor, 'block', { id: userId });
      return withTransaction(ctx, async (tx, events) => {
        // The follows' lock: a follow between the two waits for the block, then sees it.
        const locked = await followsRepository(tx).lockMembers([actor.id, userId]);
        if (!locked.includes(userId)) throw notFound(USER_MESSAGES.userNotFound);
        if (!(await blocksRepository(tx).set(actor.id, userId, wanted))) return wanted;
        if (wanted) await endFollowsBetween(tx, events, actor.id, userId);
        const payload = { blockerId: actor.id, blockedId: userId };
        events.record(wanted ? 'user.blocked' : 'user.unblocked', payload);
        return wanted;
      });
    },

    /** A page of the members the actor blocked, newest block first. */
    async list(actor: Actor, page: PageQuery): Promise<Page<BlockListItem>> {
      const rows = await blocksRepository(ctx.db).list(
        actor.id,
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      return pageOf(rows, page.limit, (row) => ({ createdAt: row.blockedAt, id: row.id }));
    },
  };
}

/** Whether one of the two members blocked the other (for the follows and the chat's refusals). */
export function isBlockedEitherWay(db: Executor, one: string, other: string): Promise<boolean> {
  return blocksRepository(db).existsBetween(one, other);
}
