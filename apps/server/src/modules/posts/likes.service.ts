import { type LikesQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Viewer } from '../../db/visibility';
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
  const viewerOf = (actor: Actor | null): Viewer => ({ actor, now: ctx.clock.now() });

  return {
    /**
     * Likes or unlikes a post for the actor. With `wanted` undefined the like is toggled;
     * otherwise it is set to that state, which is safe to retry. The (post_id, user_id) primary
     * key makes concurrent requests of one user end with at most one like and never an error.
     * 404 when the post does not exist or the actor cannot see it.
     */
    async setLike(actor: Actor, postId: string, wanted: boolean | undefined): Promise<LikeState> {
      try {
        return await withTransaction(ctx, async (tx, events) => {
          const repo = postsRepository(tx);
          const post = await repo.findPost(postId, viewerOf(actor));
          if (!post?.visible) throw notFound(POST_MESSAGES.postNotFound);
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
