import { type Comment, DEFAULT_AVATAR_URL, type Post } from '@one-world/contract';
import type { CommentItem } from './posts.repository';
import type { PostWithComments } from './posts.service';

const img = (avatarUrl: string | null) => ({ secure_url: avatarUrl ?? DEFAULT_AVATAR_URL });

/** A comment as SPEC §3 shapes it. */
export function toComment(c: CommentItem): Comment {
  return {
    _id: c.id,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    user: { _id: c.userId, name: c.authorName, img: img(c.authorAvatarUrl) },
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
      img: img(p.authorAvatarUrl),
      statusBadge: p.authorStatusBadge,
    },
    likeCount: p.likeCount,
    likedByUser: p.likedByUser,
    commentCount: p.commentCount,
    comments: p.comments.map(toComment),
  };
}

/** A list page of posts with its continuation cursor. */
export function toPostsPage(page: { items: PostWithComments[]; nextCursor: string | null }) {
  return { posts: page.items.map(toPost), nextCursor: page.nextCursor };
}
