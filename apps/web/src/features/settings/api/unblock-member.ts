import { BlockResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/blocks/:id — unblocks the member (idempotent). */
export function unblockMember(userId: string): Promise<BlockResponse> {
  return api.delete(`/api/blocks/${encodeURIComponent(userId)}`, {
    schema: import.meta.env.DEV && BlockResponse,
  });
}

/**
 * Unblocks a member of the list. What the member sees changes everywhere (their posts and
 * comments come back on every board and profile), so every cached query is read again.
 */
export function useUnblockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSettled: () => client.invalidateQueries(),
  });
}
