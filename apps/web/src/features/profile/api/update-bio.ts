import { type BioBody, ProfileUpdateResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyProfileUpdate, PROFILE_TIMEOUT_MS } from './profile-cache';

/** PATCH /api/updatedbio/:id — changes one's own About Me. */
export function updateBio(userId: string, body: BioBody): Promise<ProfileUpdateResponse> {
  return api.patch(`/api/updatedbio/${encodeURIComponent(userId)}`, body, {
    schema: import.meta.env.DEV && ProfileUpdateResponse,
    timeoutMs: PROFILE_TIMEOUT_MS,
  });
}

export function useUpdateBio(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BioBody) => updateBio(userId, body),
    onSuccess: ({ user }) => applyProfileUpdate(client, user),
  });
}
