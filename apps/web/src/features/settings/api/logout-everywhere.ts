import { ACCOUNT_ROUTES, MessageResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** POST /api/account/logout-everywhere — ends every session of the member, this one too. */
export function logoutEverywhere(): Promise<{ message: string }> {
  return api.post(`/api${ACCOUNT_ROUTES.logoutEverywhere}`, undefined, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

/** Signs out everywhere and forgets the user here, which takes the page to sign-in. */
export function useLogoutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => clearSession(client),
  });
}
