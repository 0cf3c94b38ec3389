import { z } from 'zod';
import {
  ActingUserId,
  ContentLanguageChoice,
  ContentLanguageSchema,
  Cursor,
  Image,
  MemberSummary,
  PageQuery,
  pageLimit,
} from './common';
import { CATEGORIES, CONTENT_LANGUAGES, POST_LIMITS, REGIONS } from './constants';

// Schema messages are catalog ids: whoever shows a problem translates it, with the issue's own
// limits (`minimum`, `maximum`, the enum's `values`) as the message's arguments.
export const CategorySchema = z.enum(CATEGORIES, { error: 'validation.oneOf' });
export const RegionSchema = z.enum(REGIONS, { error: 'validation.oneOf' });

export const PostId = z.uuid({ message: 'posts.invalidPostId' });
export const CommentId = z.uuid({ message: 'posts.invalidCommentId' });
export const PostIdParams = z.object({ postId: PostId });
export const CommentIdParams = z.object({ commentId: CommentId });

/** GET /api/posts — a board: one topic, optionally one region (posts without a region included). */
/**
 * "My languages" on a board (issue 17): a comma-separated list of content languages
 * (`languages=en,es`). Posts in those languages and posts whose language is unknown are shown;
 * an empty list filters nothing.
 */
export const ContentLanguageList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ContentLanguageSchema).max(CONTENT_LANGUAGES.length));

export const PostsQuery = PageQuery.extend({
  category: CategorySchema,
  region: RegionSchema.optional(),
  languages: ContentLanguageList.optional(),
});
export type PostsQuery = z.infer<typeof PostsQuery>;

/** The author as shown on a post (SPEC §3 Post.user). */
export const PostAuthor = MemberSummary;
export type PostAuthor = z.infer<typeof PostAuthor>;

/** The author as shown on a comment (SPEC §3 Comment.user). */
export const CommentAuthor = z.object({ _id: z.string(), name: z.string(), img: Image });

/**
 * What the viewer may do with a post or a comment, decided by the server's policy: the web shows
 * Edit, Delete and Report from these and never recomputes them.
 */
export const ContentAbilities = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  report: z.boolean(),
});
export type ContentAbilities = z.infer<typeof ContentAbilities>;

/**
 * A post or comment a moderator removed: only admins still see it (everyone else gets 404 or
 * does not find it in lists), with the reason kept. Null on everything not removed.
 */
export const Removal = z.object({ reason: z.string(), at: z.string() });
export type Removal = z.infer<typeof Removal>;

export const Comment = z.object({
  _id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When its author last edited it (the "edited" mark); null when never. */
  editedAt: z.string().nullable(),
  /** The language it is written in (ISO 639-1), detected or chosen by its author; null: unknown. */
  language: z.string().nullable(),
  user: CommentAuthor,
  abilities: ContentAbilities,
  removed: Removal.nullable(),
});
export type Comment = z.infer<typeof Comment>;

/**
 * A post on a board (SPEC §3 Post). The spec's `likes` list is summarised as `likeCount` plus
 * `likedByUser` (false for visitors); the list itself is GET /api/like/:postId. `comments` holds
 * the first `POST_LIMITS.embeddedComments` comments, oldest first; `commentCount` counts all.
 */
export const Post = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  postCategory: CategorySchema,
  region: RegionSchema.nullable(),
  createdAt: z.string(),
  /** When its author last edited it (the "edited" mark); null when never. */
  editedAt: z.string().nullable(),
  /** The language it is written in (ISO 639-1), detected or chosen by its author; null: unknown. */
  language: z.string().nullable(),
  user: PostAuthor,
  likeCount: z.number().int(),
  likedByUser: z.boolean(),
  commentCount: z.number().int(),
  comments: z.array(Comment),
  abilities: ContentAbilities,
  removed: Removal.nullable(),
});
export type Post = z.infer<typeof Post>;

/** GET /api/posts, GET /api/userposts[/:id] */
export const PostsPage = z.object({ posts: z.array(Post), nextCursor: z.string().nullable() });
export type PostsPage = z.infer<typeof PostsPage>;

export const PostTitle = z
  .string({ error: 'posts.titleRequired' })
  .trim()
  .min(POST_LIMITS.titleMin, { message: 'posts.titleTooShort' })
  .max(POST_LIMITS.titleMax, { message: 'posts.titleTooLong' });

export const PostContent = z
  .string({ error: 'posts.descriptionRequired' })
  .trim()
  .min(POST_LIMITS.contentMin, { message: 'posts.descriptionRequired' })
  .max(POST_LIMITS.contentMax, { message: 'posts.descriptionTooLong' });

/** POST /api/posts (SPEC §3 "Post creation payload"). `region` may be left out or null. */
export const CreatePostBody = z.object({
  title: PostTitle,
  content: PostContent,
  postCategory: CategorySchema,
  region: RegionSchema.nullish(),
  language: ContentLanguageChoice,
  id: ActingUserId,
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

export const CreatePostResponse = z.object({ message: z.string(), post: Post });
export type CreatePostResponse = z.infer<typeof CreatePostResponse>;

/**
 * GET /api/posts/:postId — one post with its first comments (the rest through
 * GET /api/comments/:postId). 404 for an unknown post, a removed one, one whose author is
 * suspended, and one the viewer and its author have blocked between them (admins excepted for
 * the first two).
 */
export const PostResponse = z.object({ post: Post });
export type PostResponse = z.infer<typeof PostResponse>;

/** PATCH /api/posts/:postId — its author changes the title and the text (topic and region stay). */
export const UpdatePostBody = z.object({
  title: PostTitle,
  content: PostContent,
  language: ContentLanguageChoice,
});
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

export const UpdatePostResponse = z.object({ message: z.string(), post: Post });
export type UpdatePostResponse = z.infer<typeof UpdatePostResponse>;

/** GET /api/comments/:postId — comments oldest first. */
export const CommentsPage = z.object({
  comments: z.array(Comment),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof CommentsPage>;

export const CommentContent = z
  .string({ error: 'posts.commentRequired' })
  .trim()
  .min(POST_LIMITS.commentMin, { message: 'posts.commentEmpty' })
  .max(POST_LIMITS.commentMax, { message: 'posts.commentTooLong' });

/** POST /api/comments/:postId */
export const CreateCommentBody = z.object({
  commentContent: CommentContent,
  language: ContentLanguageChoice,
  id: ActingUserId,
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

export const CreateCommentResponse = z.object({ message: z.string(), comment: Comment });
export type CreateCommentResponse = z.infer<typeof CreateCommentResponse>;

/** PATCH /api/comments/:commentId — its author changes the text. */
export const UpdateCommentBody = z.object({
  commentContent: CommentContent,
  language: ContentLanguageChoice,
});
export type UpdateCommentBody = z.input<typeof UpdateCommentBody>;

export const UpdateCommentResponse = z.object({ message: z.string(), comment: Comment });
export type UpdateCommentResponse = z.infer<typeof UpdateCommentResponse>;

/**
 * POST /api/like/:postId — without `liked` the viewer's like is toggled; with it the like is set
 * to that state (idempotent, safe to retry). `postId`, when sent, must equal the path's.
 */
export const LikeBody = z.object({
  postId: z.string().optional(),
  id: ActingUserId,
  liked: z.boolean().optional(),
});
export type LikeBody = z.input<typeof LikeBody>;

export const LikeResponse = z.object({
  /** POST_MESSAGES.liked or .unliked, in the request's language. */
  message: z.string(),
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type LikeResponse = z.infer<typeof LikeResponse>;

/** GET /api/like/:postId — cursor paging with larger pages (ids only). */
export const LikesQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(POST_LIMITS.likesPageDefault, POST_LIMITS.likesPageMax),
});
export type LikesQuery = z.infer<typeof LikesQuery>;

/**
 * GET /api/like/:postId — a page of the spec's `likes: [{ userId }]` list of a post, oldest
 * first; `count` is the post's total number of likes, not the page's.
 */
export const LikesResponse = z.object({
  count: z.number().int(),
  likes: z.array(z.object({ userId: z.string() })),
  nextCursor: z.string().nullable(),
});
export type LikesResponse = z.infer<typeof LikesResponse>;
