import { BlockResponse, type PublicUser } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKeys } from './profile-cache';

/** POST /api/blocks/:id (block) or DELETE /api/blocks/:id (unblock) — idempotent both. */
export function setBlock(userId: string, block: boolean): Promise<BlockResponse> {
  const path = `/api/blocks/${encodeURIComponent(userId)}`;
  return block
    ? api.post(path, undefined, { schema: import.meta.env.DEV && BlockResponse })
    : api.delete(path, { schema: import.meta.env.DEV && BlockResponse });
}

/**
 * Blocks or unblocks one member; the profile shows the answer at once. A block changes what the
 * viewer sees everywhere (the member's posts and comments on every board, the profile's
 * abilities, follows ended both ways), so every cached query is read again afterwards.
 */
export function useSetBlock(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => setBlock(userId, block),
    onSuccess: ({ blockedByViewer }) =>
      client.setQueryData<PublicUser>(
        profileQueryKeys.profile(userId),
        (profile) => profile && { ...profile, blockedByViewer },
      ),
    onSettled: () => client.invalidateQueries(),
  });
}
