import { type SuspendUserBody, SuspendUserResponse } from '@one-world/contract';
import { api } from '../../../lib/api-client';
import { useModerationAction } from './use-moderation-action';

export interface SuspendUserInput {
  userId: string;
  body: SuspendUserBody;
}

/** POST /api/admin/users/:id/suspend — for some days or for good; the member's sessions end. */
export function suspendUser({ userId, body }: SuspendUserInput): Promise<SuspendUserResponse> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/suspend`, body, {
    schema: import.meta.env.DEV && SuspendUserResponse,
  });
}

export const useSuspendUser = () => useModerationAction(suspendUser);
