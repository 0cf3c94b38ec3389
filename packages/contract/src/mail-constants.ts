import type { MessageId } from '@one-world/i18n';

/**
 * The mail's kinds, limits, routes and texts (issue 16).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads, nor of
 * `mail.ts`, whose chunk holds schemas: these reach only the pages that read them
 * (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas it uses").
 */

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

/** The mail settings and one-click unsubscribe endpoints, under /api. */
export const MAIL_ROUTES = {
  /** GET → `MailSettings`; PUT `UpdateMailSettingsBody` → `MailSettingsSaved` (members). */
  settings: '/account/mail-settings',
  /** POST ?token= → `MessageResponse`; RFC 8058, no sign-in, cross-site POSTs from mail clients. */
  unsubscribe: '/mail/unsubscribe',
} as const;

/** The web pages a digest links to (made absolute from PUBLIC_URL). */
export const DIGEST_LINK_PATHS = {
  notifications: '/notifications',
  settings: '/settings',
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  profile: (userId: string) => `/userprofile/${encodeURIComponent(userId)}`,
} as const;

/**
 * What `MailToken` accepts (1 to 200 characters once trimmed), for a page that checks the token
 * in its address without loading Zod (mail-constants.test.ts holds the two together).
 */
export const MAIL_TOKEN_PATTERN = /^\s*\S(?:[\s\S]{0,198}\S)?\s*$/;
