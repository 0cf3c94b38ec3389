import { type UpdatePostBody, UpdatePostResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedPost } from './posts-cache';

/** PATCH /api/posts/:postId — its author changes the title and the text. */
export function updatePost(postId: string, body: UpdatePostBody): Promise<UpdatePostResponse> {
  return api.patch(`/api/posts/${encodeURIComponent(postId)}`, body, {
    schema: import.meta.env.DEV && UpdatePostResponse,
  });
}

/** Edits a post and writes the new title, text and edit time wherever the post is cached. */
export function useUpdatePost(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => updatePost(postId, body),
    onSuccess: ({ post: edited }) =>
      updateCachedPost(client, postId, (post) => ({
        ...post,
        title: edited.title,
        content: edited.content,
        editedAt: edited.editedAt,
        language: edited.language,
      })),
  });
}
