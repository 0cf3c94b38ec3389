/**
 * The profile caches: a member's profile (`PublicUser`) under `['profile', id]`, their follower
 * and following lists under `['follows', id, direction]`, their posts under `['user-posts', id]`.
 * The session user mirrors part of one's own profile, so an update writes both.
 */
import type { PublicUser, SessionUser } from '@one-world/contract';
import type { QueryClient } from '@tanstack/react-query';
import { replaceSessionUser } from '../../../lib/session';

/** SPEC §9: the profile and bio calls give up after 5 seconds and say so. */
export const PROFILE_TIMEOUT_MS = 5_000;

/** The two lists of GET /api/users/:id/followers and /following. */
export type FollowDirection = 'followers' | 'following';

export const profileQueryKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  follows: (userId: string) => ['follows', userId] as const,
  followList: (userId: string, direction: FollowDirection) =>
    ['follows', userId, direction] as const,
  posts: (userId: string) => ['user-posts', userId] as const,
};

/**
 * Writes the user a profile or bio update answered with into the session (header, sidebar, the
 * userInfo mirror) and into the cached profile, so every screen shows the change at once.
 */
export function applyProfileUpdate(client: QueryClient, user: SessionUser): void {
  replaceSessionUser(client, user);
  client.setQueryData<PublicUser>(
    profileQueryKeys.profile(user._id),
    (profile) =>
      profile && {
        ...profile,
        name: user.name,
        bio: user.bio,
        statusBadge: user.statusBadge,
        img: user.img,
        cover: user.cover,
        followerCount: user.followerCount,
        followingCount: user.followingCount,
      },
  );
}
