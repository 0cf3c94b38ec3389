import { type LikesQuery, POST_MESSAGES } from '@one-world/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../plugins/session';
import { type LikeItem, postsRepository } from './posts.repository';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface LikesPageResult {
  /** The post's total number of likes. */
  count: number;
  items: LikeItem[];
  nextCursor: string | null;
}

/**
 * Likes or unlikes a post for the actor. With `wanted` undefined the like is toggled; otherwise
 * it is set to that state, which is safe to retry. The (post_id, user_id) primary key makes
 * concurrent requests of one user end with at most one like and never an error.
 */
export async function setLike(
  db: Executor,
  actor: Actor,
  postId: string,
  wanted: boolean | undefined,
): Promise<LikeState> {
  try {
    return await db.transaction(async (tx) => {
      const repo = postsRepository(tx);
      if (!(await repo.findPostAuthor(postId))) throw notFound(POST_MESSAGES.postNotFound);
      let liked: boolean;
      let change = 0;
      if (wanted === true) {
        liked = true;
        if (await repo.insertLike(postId, actor.id)) change = 1;
      } else if (wanted === false) {
        liked = false;
        if (await repo.deleteLike(postId, actor.id)) change = -1;
      } else if (await repo.deleteLike(postId, actor.id)) {
        liked = false;
        change = -1;
      } else {
        liked = true;
        if (await repo.insertLike(postId, actor.id)) change = 1;
      }
      const likeCount =
        change === 0
          ? ((await repo.readLikeCount(postId)) ?? 0)
          : await repo.bumpCounts(postId, { likes: change });
      return { liked, likeCount };
    });
  } catch (err) {
    // The post was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
    throw err;
  }
}

/** A page of a post's likers, oldest first, with its total count; 404 when no such post. */
export async function listLikes(
  db: Executor,
  postId: string,
  page: LikesQuery,
): Promise<LikesPageResult> {
  const repo = postsRepository(db);
  const count = await repo.readLikeCount(postId);
  if (count === null) throw notFound(POST_MESSAGES.postNotFound);
  const rows = await repo.listLikes(postId, decodeCursor(page.cursor), page.limit + 1);
  return { count, ...pageOf(rows, page.limit) };
}
