import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, posts, users } from '../../db/schema';
import { type Viewer, visibleTo } from '../../db/visibility';

/** A post as the moderation queue shows it in place, removed or not. */
export interface ReportedPost {
  id: string;
  userId: string;
  title: string;
  content: string;
  createdAt: Date;
  removedAt: Date | null;
  removedReason: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
}

/** A comment as the moderation queue shows it in place, with the title of its post. */
export interface ReportedComment extends Omit<ReportedPost, 'title'> {
  postId: string;
  postTitle: string;
}

/** A moderator's removal of a post or a comment. */
export interface Removal {
  reason: string;
  removedBy: string;
  at: Date;
}

/**
 * What a removal found: the content's author and post, or why nothing was removed (no such
 * content, or a moderator removed it before).
 */
export type RemovalOutcome =
  | { status: 'removed'; authorId: string; postId: string }
  | { status: 'notFound' }
  | { status: 'alreadyRemoved' };

/** The removal columns posts and comments share, as a removal sets them. */
const removedColumns = (removal: Removal) => ({
  removedAt: removal.at,
  removedReason: removal.reason,
  removedBy: removal.removedBy,
});

/**
 * The SQL moderation needs from the boards: finding reported content as the reporter sees it,
 * reading it for the queue (a batch per page, never one query per report), and removing it.
 */
export function postModerationRepository(db: Executor) {
  const author = { authorName: users.name, authorAvatarUrl: users.avatarUrl };
  return {
    /** The post's author when the viewer can see the post (what a report needs), else null. */
    async findVisiblePost(viewer: Viewer, postId: string): Promise<{ userId: string } | null> {
      const rows = await db
        .select({ userId: posts.userId })
        .from(posts)
        .where(
          and(
            eq(posts.id, postId),
            visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt }),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The comment's author when the viewer can see it and its post, else null. */
    async findVisibleComment(
      viewer: Viewer,
      commentId: string,
    ): Promise<{ userId: string } | null> {
      const rows = await db
        .select({ userId: comments.userId })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(
          and(
            eq(comments.id, commentId),
            visibleTo(viewer, { authorId: comments.userId, removedAt: comments.removedAt }),
            visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt }),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** The given posts with their authors, in one query (those that no longer exist are absent). */
    async reportedPosts(postIds: string[]): Promise<ReportedPost[]> {
      if (postIds.length === 0) return [];
      return db
        .select({
          id: posts.id,
          userId: posts.userId,
          title: posts.title,
          content: posts.content,
          createdAt: posts.createdAt,
          removedAt: posts.removedAt,
          removedReason: posts.removedReason,
          ...author,
        })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .where(inArray(posts.id, postIds));
    },

    /** The given comments with their authors and posts' titles, in one query. */
    async reportedComments(commentIds: string[]): Promise<ReportedComment[]> {
      if (commentIds.length === 0) return [];
      return db
        .select({
          id: comments.id,
          userId: comments.userId,
          postId: comments.postId,
          postTitle: posts.title,
          content: comments.content,
          createdAt: comments.createdAt,
          removedAt: comments.removedAt,
          removedReason: comments.removedReason,
          ...author,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(inArray(comments.id, commentIds));
    },

    /**
     * Marks the post removed with the reason. The row lock taken first makes a concurrent second
     * removal wait and then find it removed.
     */
    async removePost(postId: string, removal: Removal): Promise<RemovalOutcome> {
      const [post] = await db
        .select({ userId: posts.userId, removedAt: posts.removedAt })
        .from(posts)
        .where(eq(posts.id, postId))
        .for('update');
      if (!post) return { status: 'notFound' };
      if (post.removedAt) return { status: 'alreadyRemoved' };
      await db.update(posts).set(removedColumns(removal)).where(eq(posts.id, postId));
      return { status: 'removed', authorId: post.userId, postId };
    },

    /**
     * Marks the comment removed with the reason and takes it off its post's comment count (which
     * counts what members see), in the caller's transaction.
     */
    async removeComment(commentId: string, removal: Removal): Promise<RemovalOutcome> {
      const [comment] = await db
        .select({
          userId: comments.userId,
          postId: comments.postId,
          removedAt: comments.removedAt,
        })
        .from(comments)
        .where(eq(comments.id, commentId))
        .for('update');
      if (!comment) return { status: 'notFound' };
      if (comment.removedAt) return { status: 'alreadyRemoved' };
      await db.update(comments).set(removedColumns(removal)).where(eq(comments.id, commentId));
      await db
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} - 1` })
        .where(eq(posts.id, comment.postId));
      return { status: 'removed', authorId: comment.userId, postId: comment.postId };
    },
  };
}
