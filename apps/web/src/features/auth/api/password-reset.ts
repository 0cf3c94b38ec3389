import {
  type ForgotPasswordBody,
  MessageResponse,
  type ResetPasswordBody,
} from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUTH_MUTATION_KEY } from '../../../lib/query-client';

/** POST /api/users/password/forgot — answers the same message whether or not the address exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return api.post('/api/users/password/forgot', body, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: [AUTH_MUTATION_KEY, 'forgot'], mutationFn: forgotPassword });
}

/** POST /api/users/password/reset — sets the new password and ends every session of the member. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post('/api/users/password/reset', body, {
    schema: import.meta.env.DEV && MessageResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: [AUTH_MUTATION_KEY, 'reset'], mutationFn: resetPassword });
}
