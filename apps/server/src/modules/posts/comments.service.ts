import { type PageQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { commentPolicy } from './posts.policy';
import { type CommentItem, postsRepository } from './posts.repository';

/** Comments on board posts. */
export function commentsService(ctx: ServiceContext) {
  return {
    /** A page of a post's comments, oldest first; 404 when the post does not exist. */
    async listComments(postId: string, page: PageQuery): Promise<Page<CommentItem>> {
      const repo = postsRepository(ctx.db);
      if (!(await repo.postExists(postId))) throw notFound(POST_MESSAGES.postNotFound);
      const rows = await repo.listComments(postId, decodeCursor(page.cursor), page.limit + 1);
      return pageOf(rows, page.limit);
    },

    /** Adds the actor's (already trimmed and length-checked) comment; 404 for no post. */
    async addComment(actor: Actor, postId: string, content: string): Promise<CommentItem> {
      try {
        return await withTransaction(ctx, async (tx, events) => {
          const repo = postsRepository(tx);
          const post = await repo.findPostAuthor(postId);
          if (!post) throw notFound(POST_MESSAGES.postNotFound);
          const { id } = await repo.insertComment(postId, actor.id, content);
          await repo.bumpCounts(postId, { comments: 1 });
          const comment = await repo.findComment(id);
          if (!comment) throw new Error('the inserted comment could not be read back');
          events.record('comment.created', {
            commentId: id,
            postId,
            authorId: actor.id,
            postAuthorId: post.userId,
          });
          return comment;
        });
      } catch (err) {
        // The post was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
        throw err;
      }
    },

    /** Deletes a comment when the policy lets the actor. */
    async deleteComment(actor: Actor, commentId: string): Promise<void> {
      await withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const comment = await repo.findComment(commentId);
        if (!comment) throw notFound(POST_MESSAGES.commentNotFound);
        commentPolicy.authorize(actor, 'delete', comment);
        if (await repo.deleteComment(commentId)) {
          await repo.bumpCounts(comment.postId, { comments: -1 });
          events.record('comment.deleted', {
            commentId,
            postId: comment.postId,
            authorId: comment.userId,
            actorId: actor.id,
          });
        }
      });
    },
  };
}
