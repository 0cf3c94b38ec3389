import { ACCOUNT_ROUTES, type ChangePasswordBody, MessageResponse } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';

/** PUT /api/account/password — the server signs out every other session of the member. */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return api.put(`/api${ACCOUNT_ROUTES.password}`, body, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useChangePassword() {
  return useMutation({
    // A 401 here is a wrong current password, not an ended session.
    mutationKey: [AUTH_MUTATION_KEY, 'change-password'],
    mutationFn: changePassword,
  });
}
