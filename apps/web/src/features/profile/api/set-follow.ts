import { type FollowBody, FollowResponse, type PublicUser } from '@one-world/contract';
import {
  type Mutation,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { profileQueryKeys } from './profile-cache';

export interface FollowVariables {
  /** The state asked for (follow or unfollow), so a repeated request is harmless. */
  follow: boolean;
}

/** POST /api/follow/:id or /api/unfollow/:id — the viewer follows or stops following. */
export function setFollow(
  userId: string,
  viewerId: string,
  follow: boolean,
): Promise<FollowResponse> {
  const body: FollowBody = { followerId: viewerId };
  return api.post(`/api/${follow ? 'follow' : 'unfollow'}/${encodeURIComponent(userId)}`, body, {
    schema: import.meta.env.DEV && FollowResponse,
  });
}

const followMutationKey = (userId: string) => ['follow', userId] as const;

/** Whether a click on this member's Follow came after the one whose request just settled. */
function hasLaterClick(client: QueryClient, userId: string, variables: FollowVariables): boolean {
  const later = (mutation: Mutation<unknown, unknown, unknown>) =>
    mutation.state.variables !== variables;
  return client.isMutating({ mutationKey: followMutationKey(userId), predicate: later }) > 0;
}

type FollowState = Pick<PublicUser, 'followedByViewer' | 'followerCount'>;

function writeFollowState(
  client: QueryClient,
  userId: string,
  { followedByViewer, followerCount }: FollowState,
) {
  client.setQueryData<PublicUser>(
    profileQueryKeys.profile(userId),
    (profile) => profile && { ...profile, followedByViewer, followerCount },
  );
}

/**
 * Follow and Unfollow on a member's profile. A click shows at once (the button and the follower
 * count); requests run one after another in click order, and only the last click's answer is
 * written back. When that last request fails the profile goes back to how it was before the
 * click; the caller reports the error. Afterwards the lists and the viewer's own following count
 * are re-read.
 */
export function followMutationOptions(client: QueryClient, userId: string, viewerId: string) {
  const key = profileQueryKeys.profile(userId);
  return mutationOptions({
    mutationKey: followMutationKey(userId),
    scope: { id: `follow-${userId}` },
    mutationFn: ({ follow }: FollowVariables) => setFollow(userId, viewerId, follow),
    onMutate: async ({ follow }: FollowVariables) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PublicUser>(key);
      if (before && before.followedByViewer !== follow) {
        writeFollowState(client, userId, {
          followedByViewer: follow,
          followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)),
        });
      }
      return { before };
    },
    onError: (_error, variables, context) => {
      const before = context?.before;
      if (hasLaterClick(client, userId, variables) || !before) return;
      writeFollowState(client, userId, before);
      void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (response, variables) => {
      if (hasLaterClick(client, userId, variables)) return;
      writeFollowState(client, userId, response);
    },
    onSettled: (_response, _error, variables) => {
      if (hasLaterClick(client, userId, variables)) return;
      void client.invalidateQueries({ queryKey: profileQueryKeys.follows(userId) });
      void client.invalidateQueries({ queryKey: profileQueryKeys.follows(viewerId) });
      void client.invalidateQueries({ queryKey: profileQueryKeys.profile(viewerId) });
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** Follows and unfollows one member (see {@link followMutationOptions}). */
export function useSetFollow(userId: string, viewerId: string) {
  const client = useQueryClient();
  return useMutation(followMutationOptions(client, userId, viewerId));
}
