import { SessionUser, type SignInBody } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';
import { setSessionUser } from '../../../lib/session';

/** POST /api/users/auth — starts a session (cookie) and returns the user. */
export function signIn(body: SignInBody): Promise<SessionUser> {
  return api.post('/api/users/auth', body, { schema: import.meta.env.DEV && SessionUser });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AUTH_MUTATION_KEY, 'sign-in'],
    mutationFn: signIn,
    onSuccess: (user) => setSessionUser(client, user),
  });
}
