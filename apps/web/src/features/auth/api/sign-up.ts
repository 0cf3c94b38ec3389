import { SessionUser, type SignUpBody } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';
import { setSessionUser } from '../../../lib/session';

/** POST /api/users — creates the account, signs it in (cookie) and returns the user. */
export function signUp(body: SignUpBody): Promise<SessionUser> {
  return api.post('/api/users', body, { schema: import.meta.env.DEV && SessionUser });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AUTH_MUTATION_KEY, 'sign-up'],
    mutationFn: signUp,
    onSuccess: (user) => setSessionUser(client, user),
  });
}
