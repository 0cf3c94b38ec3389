import { ACCOUNT_ROUTES, type DeleteAccountBody, MessageResponse } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';

/** POST /api/account/delete — confirmed with the password; the session cookie is cleared. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ message: string }> {
  return api.post(`/api${ACCOUNT_ROUTES.delete}`, body, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useDeleteAccount() {
  return useMutation({
    // A 401 here is a wrong password, not an ended session.
    mutationKey: [AUTH_MUTATION_KEY, 'delete-account'],
    mutationFn: deleteAccount,
  });
}
