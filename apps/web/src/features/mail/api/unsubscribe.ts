import { MAIL_ROUTES, MessageResponse } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/mail/unsubscribe?token= — the RFC 8058 one-click endpoint (no sign-in): the digest
 * is switched off for the member the link was mailed to.
 */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return api.post(`/api${MAIL_ROUTES.unsubscribe}`, undefined, {
    query: { token },
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
