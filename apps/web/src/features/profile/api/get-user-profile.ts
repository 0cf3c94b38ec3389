import { PublicUser } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_TIMEOUT_MS, profileQueryKeys } from './profile-cache';

/** GET /api/users/:id — a member's profile, counts and what the viewer may do with it. */
export function fetchUserProfile(userId: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/api/users/${encodeURIComponent(userId)}`, {
    signal,
    schema: import.meta.env.DEV && PublicUser,
    timeoutMs: PROFILE_TIMEOUT_MS,
  });
}

/** A member's profile; `enabled` is false while the id is known not to name anyone. */
export function useUserProfile(userId: string, enabled = true) {
  return useQuery({
    queryKey: profileQueryKeys.profile(userId),
    queryFn: ({ signal }) => fetchUserProfile(userId, signal),
    enabled,
  });
}
