import { type LikeResponse, POST_MESSAGES } from '@one-world/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../plugins/session';
import { postsRepository } from './posts.repository';

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
): Promise<LikeResponse> {
  const repo = postsRepository(db);
  if (!(await repo.findPostAuthor(postId))) throw notFound(POST_MESSAGES.postNotFound);
  let liked: boolean;
  try {
    if (wanted === false) {
      await repo.unlike(postId, actor.id);
      liked = false;
    } else if (wanted === true) {
      await repo.like(postId, actor.id);
      liked = true;
    } else {
      // Toggle: an existing like is removed, otherwise one is added.
      liked = !(await repo.unlike(postId, actor.id));
      if (liked) await repo.like(postId, actor.id);
    }
  } catch (err) {
    // The post was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
    throw err;
  }
  const likeCount = await repo.countLikes(postId);
  return { message: liked ? POST_MESSAGES.liked : POST_MESSAGES.unliked, liked, likeCount };
}

/** The spec's likes list of a post (`[{ userId }]`) with its count; 404 when no such post. */
export async function listLikes(db: Executor, postId: string): Promise<string[]> {
  const repo = postsRepository(db);
  if (!(await repo.findPostAuthor(postId))) throw notFound(POST_MESSAGES.postNotFound);
  return repo.listLikers(postId);
}
