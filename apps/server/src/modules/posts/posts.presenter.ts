import {
  type Comment,
  type CommentsPage,
  type LikeResponse,
  type LikesResponse,
  POST_MESSAGES,
  type Post,
  type PostsPage,
} from '@one-world/contract';
import type { Translator } from '@one-world/i18n';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import type { LikeState, LikesPageResult } from './likes.service';
import { commentPolicy, postPolicy } from './posts.policy';
import type { CommentItem } from './posts.repository';
import type { PostWithComments } from './posts.service';

/** A moderator's removal as admins see it; null for content that was not removed. */
const removalOf = (c: { removedAt: Date | null; removedReason: string | null }) =>
  c.removedAt ? { reason: c.removedReason ?? '', at: c.removedAt.toISOString() } : null;

/** A comment as SPEC §3 shapes it, with what the viewer may do with it. */
export function toComment(c: CommentItem, viewer: Actor | null): Comment {
  return {
    _id: c.id,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
    language: c.language,
    user: { _id: c.userId, name: c.authorName, img: imageOf(c.authorAvatarUrl) },
    abilities: commentPolicy.abilities(viewer, c),
    removed: removalOf(c),
  };
}

/** A post as SPEC §3 shapes it, with like and comment summaries and the viewer's abilities. */
export function toPost(p: PostWithComments, viewer: Actor | null): Post {
  return {
    _id: p.id,
    title: p.title,
    content: p.content,
    postCategory: p.postCategory,
    region: p.region,
    createdAt: p.createdAt.toISOString(),
    editedAt: p.editedAt?.toISOString() ?? null,
    language: p.language,
    user: {
      _id: p.userId,
      name: p.authorName,
      img: imageOf(p.authorAvatarUrl),
      statusBadge: p.authorStatusBadge,
    },
    likeCount: p.likeCount,
    likedByUser: p.likedByUser,
    commentCount: p.commentCount,
    comments: p.comments.map((c) => toComment(c, viewer)),
    abilities: postPolicy.abilities(viewer, p),
    removed: removalOf(p),
  };
}

/**
 * Whether the viewer's page presents as the visitors' one (`toPostsPage(page, null)`): they may do
 * with every post and comment on it exactly what a visitor may. Their likes are in `page` already.
 */
export function presentsAsToVisitors(page: Page<PostWithComments>, viewer: Actor): boolean {
  return page.items.every(
    (p) =>
      postPolicy.likeVisitors(viewer, p) &&
      p.comments.every((c) => commentPolicy.likeVisitors(viewer, c)),
  );
}

/** A list page of posts with its continuation cursor. */
export function toPostsPage(page: Page<PostWithComments>, viewer: Actor | null): PostsPage {
  return { posts: page.items.map((p) => toPost(p, viewer)), nextCursor: page.nextCursor };
}

/**
 * The serializer of the read routes answering with these presenters' output (route option
 * `serializerCompiler`). Their types are the contract's, so running the contract's Zod schemas
 * over every post of a page again, which the app-wide serializer does, only costs time (a large
 * share of a board request's); the tests parse these answers with the contract's schemas.
 */
export const presentedJson = () => (data: unknown) => JSON.stringify(data);

/** A page of a post's comments with its continuation cursor. */
export function toCommentsPage(page: Page<CommentItem>, viewer: Actor | null): CommentsPage {
  return { comments: page.items.map((c) => toComment(c, viewer)), nextCursor: page.nextCursor };
}

/** The answer to a like or unlike, with the text the web app shows. */
export function toLikeResponse(state: LikeState, translator: Translator): LikeResponse {
  return {
    message: translator.t(state.liked ? POST_MESSAGES.liked : POST_MESSAGES.unliked),
    liked: state.liked,
    likeCount: state.likeCount,
  };
}

/** A page of the spec's `likes: [{ userId }]` list with the post's total count. */
export function toLikesPage(page: LikesPageResult): LikesResponse {
  return {
    count: page.count,
    likes: page.items.map((like) => ({ userId: like.userId })),
    nextCursor: page.nextCursor,
  };
}
