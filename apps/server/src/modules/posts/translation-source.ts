import { POST_MESSAGES } from '@one-world/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, posts } from '../../db/schema';
import { type Viewer, visibleTo } from '../../db/visibility';
import { notFound } from '../../lib/http-errors';

/** A member's text as translation reads it: what they wrote and the language they wrote it in. */
export interface WrittenText {
  title?: string;
  text: string;
  /** ISO 639-1; null when it is unknown. */
  language: string | null;
}

/**
 * What `POST /api/translate` may read of posts and comments (issue 17): only what the viewer
 * sees on the board, by the same rule (`visibleTo`: not removed, author not suspended, no block
 * either way), so a hidden post or comment is a 404 here as on its page.
 */
export function postTranslationSources(db: Executor) {
  const postVisible = (viewer: Viewer) =>
    visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt });
  const commentVisible = (viewer: Viewer) =>
    visibleTo(viewer, { authorId: comments.userId, removedAt: comments.removedAt });

  return {
    /** The post's title and text when the viewer sees it; 404 otherwise. */
    async post(postId: string, viewer: Viewer): Promise<WrittenText> {
      const rows = await db
        .select({ title: posts.title, text: posts.content, language: posts.language })
        .from(posts)
        .where(and(eq(posts.id, postId), postVisible(viewer)))
        .limit(1);
      const row = rows[0];
      if (!row) throw notFound(POST_MESSAGES.postNotFound);
      return row;
    },

    /** The comment's text when the viewer sees both it and its post; 404 otherwise. */
    async comment(commentId: string, viewer: Viewer): Promise<WrittenText> {
      const rows = await db
        .select({ text: comments.content, language: comments.language })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(
          and(eq(comments.id, commentId), commentVisible(viewer), postVisible(viewer) ?? sql`true`),
        )
        .limit(1);
      const row = rows[0];
      if (!row) throw notFound(POST_MESSAGES.commentNotFound);
      return row;
    },
  };
}
