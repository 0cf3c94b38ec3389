import { ProfileUpdateResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSessionUser } from '../../../lib/session';

/**
 * PUT /api/profileupdated/:id with a new `email`: the server mails a link to it and answers the
 * user with `pendingEmail` set; the address in use changes once the link is opened.
 */
export function changeEmail(userId: string, email: string): Promise<ProfileUpdateResponse> {
  return api.put(
    `/api/profileupdated/${encodeURIComponent(userId)}`,
    { email },
    { schema: import.meta.env.DEV && ProfileUpdateResponse },
  );
}

export function useChangeEmail(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => changeEmail(userId, email),
    onSuccess: ({ user }) => replaceSessionUser(client, user),
  });
}
