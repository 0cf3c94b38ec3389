import { MAIL_LIMITS } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { layout, mailTranslator, type RenderedMail } from './layout';

/** "Confirm your email": sent at sign-up and by "Send again"; `link` carries the token. */
export function confirmEmailMail({
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
    subject: t.t('email.confirmSubject'),
    heading: t.t('email.confirmHeading', { name }),
    paragraphs: [t.t('email.confirmBody')],
    action: { label: t.t('email.confirmSubject'), link },
    closing: [
      t.t('email.confirmLinkLifetime', { hours: MAIL_LIMITS.confirmHours }),
      t.t('email.confirmNotYou'),
    ],
  });
}
