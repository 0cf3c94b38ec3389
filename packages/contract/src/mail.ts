import { z } from 'zod';
import { MailToken } from './common';
import { DIGEST_FREQUENCIES } from './mail-constants';

/** POST /api/users/email/confirm — the token of a confirmation or address-change link. */
export const ConfirmEmailBody = z.object({ token: MailToken });
export type ConfirmEmailBody = z.input<typeof ConfirmEmailBody>;

/** GET /api/account/mail-settings and the answer to PUT. */
export const MailSettings = z.object({ digest: z.enum(DIGEST_FREQUENCIES) });
export type MailSettings = z.infer<typeof MailSettings>;

/** PUT /api/account/mail-settings */
export const UpdateMailSettingsBody = z.object({
  digest: z.enum(DIGEST_FREQUENCIES, { error: 'mail.digestInvalid' }),
});
export type UpdateMailSettingsBody = z.input<typeof UpdateMailSettingsBody>;

/** POST /api/mail/unsubscribe?token= — RFC 8058 one-click; works without signing in. */
export const UnsubscribeQuery = z.object({ token: MailToken });
export type UnsubscribeQuery = z.input<typeof UnsubscribeQuery>;

/** The answer to PUT /api/account/mail-settings. */
export const MailSettingsSaved = MailSettings.extend({ message: z.string() });
export type MailSettingsSaved = z.infer<typeof MailSettingsSaved>;
