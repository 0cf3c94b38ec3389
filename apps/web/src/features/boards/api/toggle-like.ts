import { LikeResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { findCachedPost, postsQueryKeys, updateCachedPost } from './posts-cache';

export interface LikeVariables {
  postId: string;
  /** The state asked for; sending it (not a bare toggle) makes a retried request harmless. */
  liked: boolean;
}

/** POST /api/like/:postId — sets the viewer's like on a post. */
export function setLike({ postId, liked }: LikeVariables): Promise<LikeResponse> {
  return api.post(
    `/api/like/${encodeURIComponent(postId)}`,
    { postId, liked },
    { schema: LikeResponse },
  );
}

/**
 * Likes or unlikes at once in every cached board, then settles on the server's answer; a
 * failure puts the post back as it was (the caller reports the error).
 */
export function useSetLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onMutate: async ({ postId, liked }) => {
      await client.cancelQueries({ queryKey: postsQueryKeys.boards });
      const before = findCachedPost(client, postId);
      updateCachedPost(client, postId, (post) =>
        post.likedByUser === liked
          ? post
          : { ...post, likedByUser: liked, likeCount: post.likeCount + (liked ? 1 : -1) },
      );
      return { before };
    },
    onError: (_error, { postId }, context) => {
      const before = context?.before;
      if (!before) return;
      // Only this post is rolled back, so a later like on another post is left alone.
      updateCachedPost(client, postId, (post) => ({
        ...post,
        likedByUser: before.likedByUser,
        likeCount: before.likeCount,
      }));
    },
    onSuccess: (response, { postId }) => {
      updateCachedPost(client, postId, (post) => ({
        ...post,
        likedByUser: response.liked,
        likeCount: response.likeCount,
      }));
    },
  });
}
