import {
  type CreatePostBody,
  type PageQuery,
  POST_LIMITS,
  POST_MESSAGES,
  type PostsQuery,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { userExists } from '../users';
import { postPolicy } from './posts.policy';
import {
  type CommentItem,
  type PostFilter,
  type PostListItem,
  postsRepository,
} from './posts.repository';

export interface PostWithComments extends PostListItem {
  comments: CommentItem[];
}

/** Board posts: the boards, members' post lists, publishing and deleting. */
export function postsService(ctx: Pick<ServiceContext, 'db' | 'events'>) {
  /**
   * A page of posts with everything a board shows: always two queries (posts with counts, then
   * the first comments of all of them), whatever the page size.
   */
  async function listPage(
    filter: PostFilter,
    page: PageQuery,
    viewerId: string | null,
  ): Promise<Page<PostWithComments>> {
    const repo = postsRepository(ctx.db);
    const rows = await repo.listPosts(filter, decodeCursor(page.cursor), page.limit + 1, viewerId);
    const { items, nextCursor } = pageOf(rows, page.limit);
    const firstComments = await repo.firstComments(
      items.map((p) => p.id),
      POST_LIMITS.embeddedComments,
    );
    const byPost = new Map<string, CommentItem[]>();
    for (const comment of firstComments) {
      const list = byPost.get(comment.postId);
      if (list) list.push(comment);
      else byPost.set(comment.postId, [comment]);
    }
    return {
      items: items.map((p) => ({ ...p, comments: byPost.get(p.id) ?? [] })),
      nextCursor,
    };
  }

  return {
    /** A board page: one topic; with a region, that region's posts and the region-less ones. */
    listBoard(query: PostsQuery, viewerId: string | null): Promise<Page<PostWithComments>> {
      return listPage(
        { kind: 'board', category: query.category, region: query.region },
        query,
        viewerId,
      );
    },

    /** A member's posts, newest first; 404 when the member does not exist. */
    async listByAuthor(
      userId: string,
      page: PageQuery,
      viewerId: string | null,
    ): Promise<Page<PostWithComments>> {
      if (!(await userExists(ctx.db, userId))) throw notFound(USER_MESSAGES.userNotFound);
      return listPage({ kind: 'author', userId }, page, viewerId);
    },

    /** Publishes a post by the actor (a payload id naming someone else was refused already). */
    async createPost(
      actor: Actor,
      input: z.output<typeof CreatePostBody>,
    ): Promise<PostWithComments> {
      const post = await withTransaction(ctx, async (tx, events) => {
        const created = await postsRepository(tx).insertPost({
          userId: actor.id,
          title: input.title,
          content: input.content,
          postCategory: input.postCategory,
          region: input.region ?? null,
        });
        events.record('post.created', { postId: created.id, authorId: actor.id });
        return created;
      });
      return { ...post, comments: [] };
    },

    /** Deletes a post (and its comments and likes) when the policy lets the actor. */
    async deletePost(actor: Actor, postId: string): Promise<void> {
      await withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const post = await repo.findPostAuthor(postId);
        if (!post) throw notFound(POST_MESSAGES.postNotFound);
        postPolicy.authorize(actor, 'delete', post);
        await repo.deletePost(postId);
        events.record('post.deleted', { postId, authorId: post.userId, actorId: actor.id });
      });
    },
  };
}
