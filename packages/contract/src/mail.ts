import type { MessageId } from '@one-world/i18n';
import { z } from 'zod';
import { MailToken } from './common';

/**
 * Mail (issue 16): confirming an address, recovering a password, changing the address, and the
 * notification digest. Every kind of message has one template on the server.
 */
export const MAIL_KINDS = [
  'confirm-email',
  'password-reset',
  'password-changed',
  'email-change',
  'email-change-notice',
  'digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What a member's single-use mail link is for. */
export const EMAIL_TOKEN_PURPOSES = ['confirm', 'reset', 'change'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** How often a member hears of their unread notifications by mail (none by default). */
export const DIGEST_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The settings' name of each frequency (catalog ids). */
export const DIGEST_LABELS = {
  none: 'mail.digestNone',
  daily: 'mail.digestDaily',
  weekly: 'mail.digestWeekly',
} as const satisfies Record<DigestFrequency, MessageId>;

export const MAIL_LIMITS = {
  /** Random bytes of every mail token (256 bits; at least 128 are required). */
  tokenBytes: 32,
  confirmHours: 48,
  resetMinutes: 60,
  /** "Send again" of the confirmation mail, per member per hour. */
  resendPerHour: 3,
  /** "Forgot password?" per IP and per address, per hour. */
  forgotPerHourPerIp: 10,
  forgotPerHourPerEmail: 3,
  /** Sending attempts of one message before it is given up (with back-off between them). */
  maxAttempts: 8,
} as const;

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

/** The mail settings and one-click unsubscribe endpoints, under /api. */
export const MAIL_ROUTES = {
  /** GET → `MailSettings`; PUT `UpdateMailSettingsBody` → `MailSettingsSaved` (members). */
  settings: '/account/mail-settings',
  /** POST ?token= → `MessageResponse`; RFC 8058, no sign-in, cross-site POSTs from mail clients. */
  unsubscribe: '/mail/unsubscribe',
} as const;

/** The answer to PUT /api/account/mail-settings. */
export const MailSettingsSaved = MailSettings.extend({ message: z.string() });
export type MailSettingsSaved = z.infer<typeof MailSettingsSaved>;

/** The web pages a digest links to (made absolute from PUBLIC_URL). */
export const DIGEST_LINK_PATHS = {
  notifications: '/notifications',
  settings: '/settings',
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  profile: (userId: string) => `/userprofile/${encodeURIComponent(userId)}`,
} as const;
