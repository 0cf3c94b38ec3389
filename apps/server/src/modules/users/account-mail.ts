import {
  type EmailTokenPurpose,
  MAIL_LIMITS,
  MAIL_LINK_PATHS,
  type MailKind,
} from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import {
  confirmEmailMail,
  emailChangeMail,
  emailChangeNoticeMail,
  enqueueMail,
  mailLink,
  newMailToken,
  passwordChangedMail,
  passwordResetMail,
  type RenderedMail,
} from '../../mail';
import { emailTokensRepository } from './email-tokens.repository';
import { languageOf } from './users.presenter';

/** The member a mail is about: whom it greets, where it goes by default, in which language. */
interface Recipient {
  id: string;
  name: string;
  email: string;
  /** Their interface language (`users.language`): every mail to them is written in it. */
  language: string;
}

type MailContext = Pick<ServiceContext, 'clock' | 'publicBase'>;

const HOUR_MS = 3_600_000;

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm: MAIL_LIMITS.confirmHours * HOUR_MS,
  change: MAIL_LIMITS.confirmHours * HOUR_MS,
  reset: MAIL_LIMITS.resetMinutes * 60_000,
};

/**
 * A new token for `email` replacing the member's older ones of the purpose (only the newest link
 * works); the absolute link carrying it.
 */
export async function newTokenLink(
  ctx: MailContext,
  tx: Executor,
  user: Recipient,
  purpose: EmailTokenPurpose,
  email: string,
): Promise<string> {
  const { token, hash } = newMailToken();
  const tokens = emailTokensRepository(tx);
  await tokens.retire(user.id, [purpose]);
  await tokens.insert({
    tokenHash: hash,
    userId: user.id,
    purpose,
    email,
    expiresAt: new Date(ctx.clock.now().getTime() + LIFETIME_MS[purpose]),
  });
  const path = purpose === 'reset' ? MAIL_LINK_PATHS.reset : MAIL_LINK_PATHS.confirm;
  return mailLink(ctx.publicBase, path, { token });
}

/** A new link of `purpose` mailed to the member's own address, as the `render` template words it. */
async function mailLinkToAddress(
  ctx: MailContext,
  tx: Executor,
  user: Recipient,
  purpose: 'confirm' | 'reset',
  kind: MailKind,
  render: (input: { name: string; link: string; locale: Locale }) => RenderedMail,
): Promise<void> {
  const link = await newTokenLink(ctx, tx, user, purpose, user.email);
  await enqueueMail(tx, {
    kind,
    to: user.email,
    userId: user.id,
    content: render({ name: user.name, link, locale: languageOf(user) }),
  });
}

/** Whether a token's address is still the member's one (addresses compare case-insensitively). */
export const sameAddress = (held: string | null, tokenEmail: string): boolean =>
  held !== null && held.toLowerCase() === tokenEmail.toLowerCase();

/**
 * The mails of the account flows. Each writes its token and its outbox row with `tx`, the
 * transaction of the action, so a rolled-back action leaves neither.
 */
export const accountMail = {
  /** "Confirm your email" to the member's address. */
  confirmation: (ctx: MailContext, tx: Executor, user: Recipient) =>
    mailLinkToAddress(ctx, tx, user, 'confirm', 'confirm-email', confirmEmailMail),

  /** The reset link to the member's address. */
  passwordReset: (ctx: MailContext, tx: Executor, user: Recipient) =>
    mailLinkToAddress(ctx, tx, user, 'reset', 'password-reset', passwordResetMail),

  /** "Your password changed", with the way to reset it should it not have been them. */
  async passwordChanged(ctx: MailContext, tx: Executor, user: Recipient): Promise<void> {
    await enqueueMail(tx, {
      kind: 'password-changed',
      to: user.email,
      userId: user.id,
      content: passwordChangedMail({
        name: user.name,
        resetLink: mailLink(ctx.publicBase, MAIL_LINK_PATHS.forgot),
        locale: languageOf(user),
      }),
    });
  },

  /** The confirmation link to the new address, and a notice to the old one (still in use). */
  async emailChange(
    ctx: MailContext,
    tx: Executor,
    user: Recipient,
    newEmail: string,
  ): Promise<void> {
    const link = await newTokenLink(ctx, tx, user, 'change', newEmail);
    await enqueueMail(tx, {
      kind: 'email-change',
      to: newEmail,
      userId: user.id,
      content: emailChangeMail({ name: user.name, newEmail, link, locale: languageOf(user) }),
    });
    await enqueueMail(tx, {
      kind: 'email-change-notice',
      to: user.email,
      userId: user.id,
      content: emailChangeNoticeMail({ name: user.name, newEmail, locale: languageOf(user) }),
    });
  },
};
