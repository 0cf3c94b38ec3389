import { MessageResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedComments, updateCachedPost } from './posts-cache';

/** DELETE /api/comments/:commentId — the author or an admin removes a comment. */
export function deleteComment(commentId: string): Promise<{ message: string }> {
  return api.delete(`/api/comments/${encodeURIComponent(commentId)}`, {
    schema: import.meta.env.DEV && MessageResponse,
  });
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
      }));
      updateCachedComments(client, postId, (comments) =>
        comments.filter((comment) => comment._id !== commentId),
      );
    },
  });
}
