import { type LikesQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { type LikeItem, postsRepository } from './posts.repository';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface LikesPageResult extends Page<LikeItem> {
  /** The post's total number of likes. */
  count: number;
}

/** Likes on board posts. */
export function likesService(ctx: ServiceContext) {
  return {
    /**
     * Likes or unlikes a post for the actor. With `wanted` undefined the like is toggled;
     * otherwise it is set to that state, which is safe to retry. The (post_id, user_id) primary
     * key makes concurrent requests of one user end with at most one like and never an error.
     */
    async setLike(actor: Actor, postId: string, wanted: boolean | undefined): Promise<LikeState> {
      try {
        return await withTransaction(ctx, async (tx, events) => {
          const repo = postsRepository(tx);
          if (!(await repo.postExists(postId))) throw notFound(POST_MESSAGES.postNotFound);
          let liked: boolean;
          let changed: boolean;
          if (wanted === undefined) {
            // A toggle removes the like when there is one, and adds one otherwise.
            liked = !(await repo.deleteLike(postId, actor.id));
            changed = liked ? await repo.insertLike(postId, actor.id) : true;
          } else {
            liked = wanted;
            changed = wanted
              ? await repo.insertLike(postId, actor.id)
              : await repo.deleteLike(postId, actor.id);
          }
          if (!changed) return { liked, likeCount: (await repo.readLikeCount(postId)) ?? 0 };
          const likeCount = await repo.bumpCounts(postId, { likes: liked ? 1 : -1 });
          events.record('post.like-changed', { postId, userId: actor.id, liked, likeCount });
          return { liked, likeCount };
        });
      } catch (err) {
        // The post was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
        throw err;
      }
    },

    /** A page of a post's likers, oldest first, with its total count; 404 when no such post. */
    async listLikes(postId: string, page: LikesQuery): Promise<LikesPageResult> {
      const repo = postsRepository(ctx.db);
      const count = await repo.readLikeCount(postId);
      if (count === null) throw notFound(POST_MESSAGES.postNotFound);
      const rows = await repo.listLikes(postId, decodeCursor(page.cursor), page.limit + 1);
      return {
        count,
        ...pageOf(rows, page.limit, (like) => ({ createdAt: like.createdAt, id: like.userId })),
      };
    },
  };
}
