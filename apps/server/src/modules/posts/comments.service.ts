import { type ContentLanguage, type PageQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Viewer } from '../../db/visibility';
import { withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { commentingPolicy, commentPolicy } from './posts.policy';
import { type CommentItem, postsRepository } from './posts.repository';

/** Comments on board posts. */
export function commentsService(ctx: ServiceContext) {
  const viewerOf = (actor: Actor | null): Viewer => ({ actor, now: ctx.clock.now() });

  return {
    /**
     * A page of the post's comments that the viewer sees, oldest first; 404 when the post does
     * not exist or the viewer cannot see it.
     */
    async listComments(
      postId: string,
      page: PageQuery,
      actor: Actor | null,
    ): Promise<Page<CommentItem>> {
      const viewer = viewerOf(actor);
      const repo = postsRepository(ctx.db);
      const post = await repo.findPost(postId, viewer);
      if (!post?.visible) throw notFound(POST_MESSAGES.postNotFound);
      const rows = await repo.listComments(
        postId,
        viewer,
        decodeCursor(page.cursor),
        page.limit + 1,
      );
      return pageOf(rows, page.limit);
    },

    /**
     * Adds the actor's (already trimmed and length-checked) comment. A block between the actor
     * and the post's author is refused first (403, saying why), then a missing or hidden post
     * is a 404.
     */
    async addComment(
      actor: Actor,
      postId: string,
      content: string,
      /** The author's choice of language; null or left out: detected from the text. */
      languageChoice?: ContentLanguage | null,
    ): Promise<CommentItem> {
      const viewer = { actor, now: ctx.clock.now() };
      const language = languageOnWrite(languageChoice, [content]);
      try {
        return await withTransaction(ctx, async (tx, events) => {
          // Written only when the post is visible and no block stands between (one statement).
          const written = await postsRepository(tx).insertCommentIfAllowed(
            postId,
            viewer,
            content,
            language,
          );
          if (!written) throw notFound(POST_MESSAGES.postNotFound);
          commentingPolicy.authorize(actor, 'create', written.post);
          const { comment } = written;
          if (!comment) throw notFound(POST_MESSAGES.postNotFound);
          events.record('comment.created', {
            commentId: comment.id,
            postId,
            authorId: actor.id,
            postAuthorId: written.post.userId,
          });
          return comment;
        });
      } catch (err) {
        // The post was deleted while the statement ran.
        if (isForeignKeyViolation(err)) throw notFound(POST_MESSAGES.postNotFound);
        throw err;
      }
    },

    /** Its author's new text (marked edited); 404 when the actor cannot see the comment. */
    async updateComment(
      actor: Actor,
      commentId: string,
      content: string,
      /** A new choice of language; null: detect; left out: keep the author's earlier choice. */
      languageChoice?: ContentLanguage | null,
    ): Promise<CommentItem> {
      const viewer = viewerOf(actor);
      return withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const comment = await repo.findComment(commentId, viewer);
        if (!comment) throw notFound(POST_MESSAGES.commentNotFound);
        commentPolicy.authorize(actor, 'update', comment);
        const language = languageOnWrite(languageChoice, [content], {
          language: comment.language,
          text: [comment.content],
        });
        await repo.updateComment(commentId, { content, language }, viewer.now);
        events.record('comment.updated', {
          commentId,
          postId: comment.postId,
          authorId: comment.userId,
        });
        return { ...comment, content, language, editedAt: viewer.now };
      });
    },

    /** Deletes a comment when the policy lets the actor; 404 when the actor cannot see it. */
    async deleteComment(actor: Actor, commentId: string): Promise<void> {
      await withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const comment = await repo.findComment(commentId, viewerOf(actor));
        if (!comment) throw notFound(POST_MESSAGES.commentNotFound);
        commentPolicy.authorize(actor, 'delete', comment);
        if (await repo.deleteComment(commentId)) {
          // A removed comment left the count when a moderator removed it (only admins see it).
          if (!comment.removedAt) await repo.bumpCounts(comment.postId, { comments: -1 });
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
