import { type ProfileUpdateBody, ProfileUpdateResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyProfileUpdate, PROFILE_TIMEOUT_MS } from './profile-cache';

/** PUT /api/profileupdated/:id — changes one's own profile (here: the avatar or the cover). */
export function updateProfile(
  userId: string,
  body: ProfileUpdateBody,
): Promise<ProfileUpdateResponse> {
  return api.put(`/api/profileupdated/${encodeURIComponent(userId)}`, body, {
    schema: import.meta.env.DEV && ProfileUpdateResponse,
    timeoutMs: PROFILE_TIMEOUT_MS,
  });
}

/** Saves a profile change and shows it everywhere the member appears. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(userId, body),
    onSuccess: ({ user }) => applyProfileUpdate(client, user),
  });
}
