import { LikeResponse } from '@one-world/contract';
import {
  type Mutation,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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
    { schema: import.meta.env.DEV && LikeResponse },
  );
}

const likeMutationKey = (postId: string) => ['like', postId] as const;

/** Whether a click on this post's like came after the one whose request just settled. */
function hasLaterClick(client: QueryClient, variables: LikeVariables): boolean {
  const later = (mutation: Mutation<unknown, unknown, unknown>) =>
    mutation.state.variables !== variables;
  return (
    client.isMutating({ mutationKey: likeMutationKey(variables.postId), predicate: later }) > 0
  );
}

/**
 * The like mutation of one post. Each click shows at once wherever the post is cached (boards and
 * its page). The requests of one post run one after another in click order (a shared scope), so
 * the server ends on the last click whatever the network does; only the last click's answer is
 * written back, so an earlier answer never flickers over a later click. When that last request
 * fails the post goes back as it was before the click and the posts are re-read, since an
 * earlier request may have failed too. The caller reports the error.
 */
export function likeMutationOptions(client: QueryClient, postId: string) {
  return mutationOptions({
    mutationKey: likeMutationKey(postId),
    scope: { id: `like-${postId}` },
    mutationFn: setLike,
    onMutate: async ({ liked }: LikeVariables) => {
      await client.cancelQueries({ queryKey: postsQueryKeys.all });
      const before = findCachedPost(client, postId);
      updateCachedPost(client, postId, (post) =>
        post.likedByUser === liked
          ? post
          : { ...post, likedByUser: liked, likeCount: post.likeCount + (liked ? 1 : -1) },
      );
      return { before };
    },
    onError: (_error, variables, context) => {
      const before = context?.before;
      if (hasLaterClick(client, variables) || !before) return;
      // Only this post is rolled back, so a later like on another post is left alone.
      updateCachedPost(client, postId, (post) => ({
        ...post,
        likedByUser: before.likedByUser,
        likeCount: before.likeCount,
      }));
      void client.invalidateQueries({ queryKey: postsQueryKeys.all });
    },
    onSuccess: (response, variables) => {
      if (hasLaterClick(client, variables)) return;
      updateCachedPost(client, postId, (post) => ({
        ...post,
        likedByUser: response.liked,
        likeCount: response.likeCount,
      }));
    },
  });
}

/** Likes and unlikes one post (see {@link likeMutationOptions}). */
export function useSetLike(postId: string) {
  const client = useQueryClient();
  return useMutation(likeMutationOptions(client, postId));
}
