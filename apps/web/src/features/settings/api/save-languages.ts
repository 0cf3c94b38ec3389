import {
  ACCOUNT_ROUTES,
  type LanguageSettingsBody,
  ProfileUpdateResponse,
} from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';

/** PUT /api/account/languages — "my languages" (null: the default); answers the session user. */
export function saveLanguages(body: LanguageSettingsBody): Promise<ProfileUpdateResponse> {
  return api.put(`/api${ACCOUNT_ROUTES.languages}`, body, {
    schema: import.meta.env.DEV && ProfileUpdateResponse,
  });
}

export function useSaveLanguages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLanguages,
    onSuccess: ({ user }) => setSessionUser(client, user),
  });
}
