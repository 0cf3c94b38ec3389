import { ModerationResponse, type RemoveContentBody } from '@one-world/contract';
import { api } from '../../../lib/api-client';
import { useModerationAction } from './use-moderation-action';

export interface RemoveContentInput {
  kind: 'post' | 'comment';
  contentId: string;
  body: RemoveContentBody;
}

/**
 * POST /api/admin/posts/:postId/remove or /api/admin/comments/:commentId/remove — the content
 * disappears for everyone but admins, and every open report of it is resolved.
 */
export function removeContent({
  kind,
  contentId,
  body,
}: RemoveContentInput): Promise<ModerationResponse> {
  return api.post(`/api/admin/${kind}s/${encodeURIComponent(contentId)}/remove`, body, {
    schema: import.meta.env.DEV && ModerationResponse,
  });
}

export const useRemoveContent = () => useModerationAction(removeContent);
