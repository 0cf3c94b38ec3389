import { type CommentsPage, MessageResponse } from '@one-world/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsQueryKeys } from './get-comments';
import { updateCachedPost } from './posts-cache';

/** DELETE /api/comments/:commentId — the author or an admin removes a comment. */
export function deleteComment(commentId: string): Promise<{ message: string }> {
  return api.delete(`/api/comments/${encodeURIComponent(commentId)}`, { schema: MessageResponse });
}

/** Deletes one of a post's comments and takes it out of the post's cached lists and count. */
export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_response, commentId) => {
      updateCachedPost(client, postId, (post) => ({
        ...post,
        commentCount: Math.max(0, post.commentCount - 1),
        comments: post.comments.filter((comment) => comment._id !== commentId),
      }));
      client.setQueriesData<InfiniteData<CommentsPage, string | null>>(
        { queryKey: commentsQueryKeys.post(postId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              comments: page.comments.filter((comment) => comment._id !== commentId),
            })),
          },
      );
    },
  });
}
