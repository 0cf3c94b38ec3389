import { MAIL_LIMITS } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { layout, mailTranslator, type RenderedMail } from './layout';

/** "Confirm your new email address": sent to the new address; `link` carries the token. */
export function emailChangeMail({
  name,
  newEmail,
  link,
  locale,
}: {
  name: string;
  newEmail: string;
  link: string;
  locale: Locale;
}): RenderedMail {
  const t = mailTranslator(locale);
  return layout({
    locale,
    subject: t.t('email.changeSubject'),
    heading: t.t('email.hello', { name }),
    paragraphs: [t.t('email.changeBody', { email: newEmail })],
    action: { label: t.t('email.changeAction'), link },
    closing: [
      t.t('email.confirmLinkLifetime', { hours: MAIL_LIMITS.confirmHours }),
      t.t('email.changeNotYou'),
    ],
  });
}
