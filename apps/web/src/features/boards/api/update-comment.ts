import { type ContentLanguage, UpdateCommentResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedComments } from './posts-cache';

export interface UpdateCommentVariables {
  commentId: string;
  commentContent: string;
  /** A new choice of language (null: detect again); left out: the server keeps or detects it. */
  language?: ContentLanguage | null | undefined;
}

/** PATCH /api/comments/:commentId — its author changes the text. */
export function updateComment({
  commentId,
  commentContent,
  language,
}: UpdateCommentVariables): Promise<UpdateCommentResponse> {
  return api.patch(
    `/api/comments/${encodeURIComponent(commentId)}`,
    { commentContent, language },
    { schema: import.meta.env.DEV && UpdateCommentResponse },
  );
}

/** Edits one of a post's comments and writes the new text and edit time wherever it is cached. */
export function useUpdateComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: ({ comment: edited }) =>
      updateCachedComments(client, postId, (comments) =>
        comments.map((comment) =>
          comment._id === edited._id
            ? {
                ...comment,
                content: edited.content,
                editedAt: edited.editedAt,
                language: edited.language,
              }
            : comment,
        ),
      ),
  });
}
