import {
  MAIL_ROUTES,
  MailSettings,
  MailSettingsSaved,
  type UpdateMailSettingsBody,
} from '@one-world/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MAIL_SETTINGS_QUERY_KEY = ['account', 'mail-settings'] as const;
const MAIL_SETTINGS_PATH = `/api${MAIL_ROUTES.settings}`;

/** GET /api/account/mail-settings — how often the member hears of unread notifications. */
export function fetchMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return api.get(MAIL_SETTINGS_PATH, { signal, schema: import.meta.env.DEV && MailSettings });
}

export function useMailSettings() {
  return useQuery({
    queryKey: MAIL_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMailSettings(signal),
  });
}

/** PUT /api/account/mail-settings — answers the settings as saved and the toast text. */
export function updateMailSettings(body: UpdateMailSettingsBody): Promise<MailSettingsSaved> {
  return api.put(MAIL_SETTINGS_PATH, body, { schema: import.meta.env.DEV && MailSettingsSaved });
}

export function useUpdateMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: ({ digest }) =>
      client.setQueryData<MailSettings>(MAIL_SETTINGS_QUERY_KEY, { digest }),
  });
}
