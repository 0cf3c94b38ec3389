import { USER_MESSAGES } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api, isHttpError } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';

/**
 * POST /api/users/logout — ends the session on the server. A 401 means it had already ended,
 * which is what the caller wanted. Resolves to the text to show.
 */
export async function signOut(): Promise<string> {
  try {
    const response = await api.post<{ message?: string } | undefined>('/api/users/logout');
    return response?.message ?? USER_MESSAGES.loggedOut;
  } catch (error) {
    if (isHttpError(error, 401)) return USER_MESSAGES.loggedOut;
    throw error;
  }
}

/** The request only: clearing local state is left to useLogout so it can navigate first. */
export function useSignOut() {
  return useMutation({ mutationKey: [AUTH_MUTATION_KEY, 'sign-out'], mutationFn: signOut });
}
