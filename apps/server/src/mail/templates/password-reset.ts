import { MAIL_LIMITS } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { layout, mailTranslator, type RenderedMail } from './layout';

/** "Reset your password": the answer to "Forgot password?"; `link` carries the token. */
export function passwordResetMail({
  name,
  link,
  locale,
}: {
  name: string;
  link: string;
  locale: Locale;
}): RenderedMail {
  const t = mailTranslator(locale);
  return layout({
    locale,
    subject: t.t('email.resetSubject'),
    heading: t.t('email.hello', { name }),
    paragraphs: [t.t('email.resetBody')],
    action: { label: t.t('email.resetAction'), link },
    closing: [
      t.t('email.resetLinkLifetime', { minutes: MAIL_LIMITS.resetMinutes }),
      t.t('email.resetNotYou'),
    ],
  });
}
