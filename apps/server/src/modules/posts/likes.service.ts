import { type LikesQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Viewer } from '../../db/visibility';
import { withStatement } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { type LikeItem, postsRepository } from './posts.repository';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface LikesPageResult extends Page<LikeItem> {
  /** The post's total number of likes. */
  count: number;
}

/** What writing a like may announce (`withStatement`). */
const LIKE_EVENTS = ['post.like-changed', 'notification.created'] as const;

/** Likes on board posts. */
export function likesService(ctx: ServiceContext) {
  const viewerOf = (actor: Actor | null): Viewer => ({ actor, now: ctx.clock.now() });

  return {
    /**
     * Likes or unlikes a post for the actor, in one statement (`setLike`). With `wanted`
     * undefined the like is toggled; otherwise it is set to that state, which is safe to retry.
     * The (post_id, user_id) primary key makes concurrent requests of one user end with at most
     * one like and never an error. 404 when the post does not exist or the actor cannot see it.
     */
    async setLike(actor: Actor, postId: string, wanted: boolean | undefined): Promise<LikeState> {
      try {
        return await withStatement(ctx, LIKE_EVENTS, async (db, events) => {
          const repo = postsRepository(db);
          const outcome = await repo.setLike({
            postId,
            actor,
            wanted,
            notificationId: timeOrderedId(),
            now: ctx.clock.now(),
          });
          if (!outcome?.post.visible) throw notFound(POST_MESSAGES.postNotFound);
          const { liked, likeCount, notification } = outcome;
          if (likeCount === null) {
            // Already as wanted: read after the like that made it so, which may be newer than
            // the statement's snapshot (a concurrent like whose insert the statement waited for).
            return { liked, likeCount: (await repo.readLikeCount(postId)) ?? 0 };
          }
          events.record('post.like-changed', { postId, userId: actor.id, liked, likeCount });
          if (notification) {
            events.record('notification.created', {
              notificationId: notification.id,
              recipientId: notification.recipientId,
            });
          }
          return { liked, likeCount };
        });
      } catch (err) {
        // The post was deleted while the statement ran.
        if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
        throw err;
      }
    },

    /**
     * A page of a post's likers, oldest first, with its total count; 404 when there is no such
     * post or the viewer cannot see it.
     */
    async listLikes(
      postId: string,
      page: LikesQuery,
      actor: Actor | null,
    ): Promise<LikesPageResult> {
      const repo = postsRepository(ctx.db);
      const post = await repo.findPost(postId, viewerOf(actor));
      if (!post?.visible) throw notFound(POST_MESSAGES.postNotFound);
      const rows = await repo.listLikes(postId, decodeCursor(page.cursor), page.limit + 1);
      return {
        count: post.likeCount,
        ...pageOf(rows, page.limit, (like) => ({ createdAt: like.createdAt, id: like.userId })),
      };
    },
  };
}
