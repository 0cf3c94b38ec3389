import {
  type Comment,
  type CommentsPage,
  type LikeResponse,
  type LikesResponse,
  POST_MESSAGES,
  type Post,
  type PostsPage,
} from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { LikeState, LikesPageResult } from './likes.service';
import type { CommentItem } from './posts.repository';
import type { PostWithComments } from './posts.service';

/** A comment as SPEC §3 shapes it. */
export function toComment(c: CommentItem): Comment {
  return {
    _id: c.id,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    user: { _id: c.userId, name: c.authorName, img: imageOf(c.authorAvatarUrl) },
  };
}

/** A post as SPEC §3 shapes it, with like and comment summaries for the viewer. */
export function toPost(p: PostWithComments): Post {
  return {
    _id: p.id,
    title: p.title,
    content: p.content,
    postCategory: p.postCategory,
    region: p.region,
    createdAt: p.createdAt.toISOString(),
    user: {
      _id: p.userId,
      name: p.authorName,
      img: imageOf(p.authorAvatarUrl),
      statusBadge: p.authorStatusBadge,
    },
    likeCount: p.likeCount,
    likedByUser: p.likedByUser,
    commentCount: p.commentCount,
    comments: p.comments.map(toComment),
  };
}

/** A list page of posts with its continuation cursor. */
export function toPostsPage(page: {
  items: PostWithComments[];
  nextCursor: string | null;
}): PostsPage {
  return { posts: page.items.map(toPost), nextCursor: page.nextCursor };
}

/** A page of a post's comments with its continuation cursor. */
export function toCommentsPage(page: {
  items: CommentItem[];
  nextCursor: string | null;
}): CommentsPage {
  return { comments: page.items.map(toComment), nextCursor: page.nextCursor };
}

/** The answer to a like or unlike, with the text the web app shows. */
export function toLikeResponse(state: LikeState): LikeResponse {
  return {
    message: state.liked ? POST_MESSAGES.liked : POST_MESSAGES.unliked,
    liked: state.liked,
    likeCount: state.likeCount,
  };
}

/** A page of the spec's `likes: [{ userId }]` list with the post's total count. */
export function toLikesPage(page: LikesPageResult): LikesResponse {
  return {
    count: page.count,
    likes: page.items.map((like) => ({ userId: like.id })),
    nextCursor: page.nextCursor,
  };
}
