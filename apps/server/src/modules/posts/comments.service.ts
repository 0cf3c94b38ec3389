import { type PageQuery, POST_MESSAGES } from '@one-world/contract';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../plugins/session';
import { type CommentItem, postsRepository } from './posts.repository';
import { canModerate } from './posts.service';

/** A page of a post's comments, oldest first; 404 when the post does not exist. */
export async function listComments(
  db: Executor,
  postId: string,
  page: PageQuery,
): Promise<{ items: CommentItem[]; nextCursor: string | null }> {
  const repo = postsRepository(db);
  if (!(await repo.findPostAuthor(postId))) throw notFound(POST_MESSAGES.postNotFound);
  const rows = await repo.listComments(postId, decodeCursor(page.cursor), page.limit + 1);
  return pageOf(rows, page.limit);
}

/** Adds the actor's (already trimmed and length-checked) comment to a post; 404 for no post. */
export async function addComment(
  db: Executor,
  actor: Actor,
  postId: string,
  content: string,
): Promise<CommentItem> {
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const repo = postsRepository(tx);
      if (!(await repo.findPostAuthor(postId))) throw notFound(POST_MESSAGES.postNotFound);
      const inserted = await repo.insertComment(postId, actor.id, content);
      await repo.bumpCounts(postId, { comments: 1 });
      return inserted.id;
    });
  } catch (err) {
    // The post was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
    throw err;
  }
  const comment = await postsRepository(db).findComment(id);
  // The post may be deleted right after the insert; its comments cascade away.
  if (!comment) throw notFound(POST_MESSAGES.postNotFound);
  return comment;
}

/** Deletes a comment when the actor wrote it or is an admin. */
export async function deleteComment(db: Executor, actor: Actor, commentId: string): Promise<void> {
  const repo = postsRepository(db);
  const comment = await repo.findComment(commentId);
  if (!comment) throw notFound(POST_MESSAGES.commentNotFound);
  if (!canModerate(actor, comment.userId)) throw forbidden('You can only delete your own comments');
  await db.transaction(async (tx) => {
    const txRepo = postsRepository(tx);
    if (await txRepo.deleteComment(commentId)) {
      await txRepo.bumpCounts(comment.postId, { comments: -1 });
    }
  });
}
