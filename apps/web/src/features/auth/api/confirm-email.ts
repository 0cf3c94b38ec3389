import { type ConfirmEmailBody, ConfirmEmailResponse, MessageResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from '../../../lib/session';

/** POST /api/users/email/confirm — confirms the address (or the new address) of a mail link. */
export function confirmEmail(body: ConfirmEmailBody): Promise<ConfirmEmailResponse> {
  return api.post('/api/users/email/confirm', body, {
    schema: import.meta.env.DEV && ConfirmEmailResponse,
  });
}

/**
 * Confirms a link; the session is refreshed so the banner disappears on every page: with the
 * user the server answers, or read again when the link was not the signed-in member's.
 */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: ({ user }) => {
      if (user) setSessionUser(client, user);
      else void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** POST /api/users/email/resend — a new confirmation link (rate-limited: 429). */
export function resendConfirmation(): Promise<{ message: string }> {
  return api.post('/api/users/email/resend', undefined, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
