import { type ContentLanguage, type PageQuery, POST_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Viewer } from '../../db/visibility';
import { withStatement, withTransaction } from '../../events/transaction';
import { groupCommit, outcomeOf, settle } from '../../lib/group-commit';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import { isDeadlock, isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { commentingPolicy, commentPolicy } from './posts.policy';
import { type CommentItem, type NewComment, postsRepository } from './posts.repository';

/** What writing a comment may announce (`withStatement`). */
const COMMENT_EVENTS = ['comment.created', 'notification.created'] as const;

/** Comments written in one statement at most; a burst beyond waits for the next. */
const MAX_BATCH = 100;

/** Comments on board posts. */
export function commentsService(ctx: ServiceContext) {
  const viewerOf = (actor: Actor | null): Viewer => ({ actor, now: ctx.clock.now() });

  /** The batches go down `ctx.batches`: on PostgreSQL, two at a time down one connection. */
  const batchCtx = { db: ctx.batches.db, events: ctx.events };

  /**
   * Writes the comments in one statement and decides each one's outcome: the statement wrote
   * exactly those the commenting policy allows, whose events then go out after it.
   */
  const write = (batch: NewComment[]) =>
    withStatement(batchCtx, COMMENT_EVENTS, async (db, events) => {
      const written = await postsRepository(db).insertComments(batch, ctx.clock.now());
      return batch.map(({ actor, postId }, i) =>
        outcomeOf(() => {
          const outcome = written[i];
          if (!outcome) throw notFound(POST_MESSAGES.postNotFound);
          commentingPolicy.authorize(actor, 'create', outcome.post);
          const { comment, notification } = outcome;
          if (!comment) throw notFound(POST_MESSAGES.postNotFound);
          events.record('comment.created', {
            commentId: comment.id,
            postId,
            authorId: actor.id,
            postAuthorId: outcome.post.userId,
          });
          if (notification) {
            events.record('notification.created', {
              notificationId: notification.id,
              recipientId: notification.recipientId,
            });
          }
          return comment;
        }),
      );
    });

  /**
   * Group commit of comments: those arriving while one batch is written go together in the next,
   * one statement and one commit for a burst (issue 12). A batch the database refuses as a whole
   * is written again one comment at a time: a post deleted meanwhile (a foreign key) then fails
   * only its own comment, and a deadlock with a transaction that locks posts in another order
   * cannot recur with one post's lock (two batches, e.g. on two nodes, lock theirs in the order
   * of the posts' ids and wait for each other instead). On PostgreSQL two batches may be under way
   * (`ctx.batches`): the next one is written while this one is answered, and a batch written
   * again one comment at a time then lands after it.
   */
  const batches = groupCommit(
    async (batch: NewComment[]) => {
      try {
        return await write(batch);
      } catch (err) {
        if (batch.length === 1 || !(isForeignKeyViolation(err) || isDeadlock(err))) throw err;
        const outcomes: PromiseSettledResult<CommentItem>[] = [];
        for (const item of batch) {
          const alone = await settle(() => write([item]));
          outcomes.push(...(alone.status === 'fulfilled' ? alone.value : [alone]));
        }
        return outcomes;
      }
    },
    MAX_BATCH,
    ctx.batches.depth,
  );

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
     * Adds the actor's (already trimmed and length-checked) comment, with the others arriving
     * meanwhile (`batches`). A block between the actor and the post's author is refused first
     * (403, saying why), then a missing or hidden post is a 404.
     */
    async addComment(
      actor: Actor,
      postId: string,
      content: string,
      /** The author's choice of language; null or left out: detected from the text. */
      languageChoice?: ContentLanguage | null,
    ): Promise<CommentItem> {
      const language = languageOnWrite(languageChoice, [content]);
      try {
        return await batches.submit({
          id: timeOrderedId(),
          notificationId: timeOrderedId(),
          postId,
          actor,
          content,
          language,
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
          if (!comment.removedAt) await repo.uncountComment(comment.postId);
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
