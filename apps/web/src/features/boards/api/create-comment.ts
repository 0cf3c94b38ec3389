import {
  type Comment,
  type CommentsPage,
  type ContentLanguage,
  CreateCommentResponse,
  POST_LIMITS,
} from '@one-world/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsQueryKeys } from './get-comments';
import { updateCachedPost } from './posts-cache';

/** POST /api/comments/:postId — adds a comment by the signed-in member. */
export function createComment(
  postId: string,
  commentContent: string,
  /** The author's choice of language; null or left out: the server detects it. */
  language: ContentLanguage | null = null,
): Promise<CreateCommentResponse> {
  return api.post(
    `/api/comments/${encodeURIComponent(postId)}`,
    { commentContent, language },
    { schema: import.meta.env.DEV && CreateCommentResponse },
  );
}

/**
 * Adds a comment and writes it into the caches without a refetch: the post's count grows, and
 * the comment joins whichever cached list (embedded or paged) already reaches the end.
 */
export function useCreateComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: string | { commentContent: string; language: ContentLanguage | null }) =>
      typeof draft === 'string'
        ? createComment(postId, draft)
        : createComment(postId, draft.commentContent, draft.language),
    onSuccess: ({ comment }) => {
      updateCachedPost(client, postId, (post) => {
        const embedsAll =
          post.comments.length === post.commentCount &&
          post.comments.length < POST_LIMITS.embeddedComments;
        return {
          ...post,
          commentCount: post.commentCount + 1,
          comments: embedsAll ? [...post.comments, comment] : post.comments,
        };
      });
      client.setQueriesData<InfiniteData<CommentsPage, string | null>>(
        { queryKey: commentsQueryKeys.post(postId) },
        (data) => appendToLastPage(data, comment),
      );
    },
  });
}

function appendToLastPage(
  data: InfiniteData<CommentsPage, string | null> | undefined,
  comment: Comment,
) {
  const last = data?.pages.at(-1);
  // Only a list that already reached the end may grow; otherwise the comment arrives by paging.
  if (!data || !last || last.nextCursor !== null) return data;
  return {
    ...data,
    pages: [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }],
  };
}
