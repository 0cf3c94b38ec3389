import { ModerationResponse, type UnsuspendUserBody } from '@one-world/contract';
import { api } from '../../../lib/api-client';
import { useModerationAction } from './use-moderation-action';

export interface UnsuspendUserInput {
  userId: string;
  body: UnsuspendUserBody;
}

/** POST /api/admin/users/:id/unsuspend — lifts a member's suspension. */
export function unsuspendUser({ userId, body }: UnsuspendUserInput): Promise<ModerationResponse> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/unsuspend`, body, {
    schema: import.meta.env.DEV && ModerationResponse,
  });
}

export const useUnsuspendUser = () => useModerationAction(unsuspendUser);
