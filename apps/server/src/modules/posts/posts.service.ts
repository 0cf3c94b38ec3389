import {
  type CreatePostBody,
  type PageQuery,
  POST_LIMITS,
  POST_MESSAGES,
  type PostsQuery,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../plugins/session';
import { usersRepository } from '../users/users.repository';
import {
  type CommentItem,
  type PostFilter,
  type PostListItem,
  postsRepository,
} from './posts.repository';

export interface PostWithComments extends PostListItem {
  comments: CommentItem[];
}

export interface PostsPageResult {
  items: PostWithComments[];
  nextCursor: string | null;
}

/** Authors manage their own content; admins moderate everyone's. */
export function canModerate(actor: Actor, authorId: string): boolean {
  return actor.id === authorId || actor.role === 'admin';
}

/**
 * A page of posts with everything a board shows: always two queries (posts with counts, then
 * the first comments of all of them), whatever the page size.
 */
async function listPage(
  db: Executor,
  filter: PostFilter,
  page: PageQuery,
  viewerId: string | null,
): Promise<PostsPageResult> {
  const repo = postsRepository(db);
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

/** A board page: one topic; with a region, that region's posts and the region-less ones. */
export function listBoard(
  db: Executor,
  query: PostsQuery,
  viewerId: string | null,
): Promise<PostsPageResult> {
  return listPage(
    db,
    { kind: 'board', category: query.category, region: query.region },
    query,
    viewerId,
  );
}

/** A member's posts, newest first; 404 when the member does not exist. */
export async function listByAuthor(
  db: Executor,
  userId: string,
  page: PageQuery,
  viewerId: string | null,
): Promise<PostsPageResult> {
  if (!(await usersRepository(db).exists(userId))) throw notFound(USER_MESSAGES.userNotFound);
  return listPage(db, { kind: 'author', userId }, page, viewerId);
}

/** One post as a board shows it; 404 when it does not exist. */
async function getPost(
  db: Executor,
  postId: string,
  viewerId: string | null,
): Promise<PostWithComments> {
  const { items } = await listPage(db, { kind: 'one', postId }, { limit: 1 }, viewerId);
  const post = items[0];
  if (!post) throw notFound(POST_MESSAGES.postNotFound);
  return post;
}

/** Publishes a post by the actor (a payload id naming someone else was refused by the route). */
export async function createPost(
  db: Executor,
  actor: Actor,
  input: z.output<typeof CreatePostBody>,
): Promise<PostWithComments> {
  const { id } = await postsRepository(db).insertPost({
    userId: actor.id,
    title: input.title,
    content: input.content,
    postCategory: input.postCategory,
    region: input.region ?? null,
  });
  return getPost(db, id, actor.id);
}

/** Deletes a post (and its comments and likes) when the actor wrote it or is an admin. */
export async function deletePost(db: Executor, actor: Actor, postId: string): Promise<void> {
  const repo = postsRepository(db);
  const post = await repo.findPostAuthor(postId);
  if (!post) throw notFound(POST_MESSAGES.postNotFound);
  if (!canModerate(actor, post.userId)) throw forbidden('You can only delete your own posts');
  await repo.deletePost(postId);
}
