import type { Locale } from '@one-world/i18n';
import { layout, mailTranslator, type RenderedMail } from './layout';

/** "Your password was changed": tells the member, with a way back if it was not them. */
export function passwordChangedMail({
  name,
  resetLink,
  locale,
}: {
  name: string;
  resetLink: string;
  locale: Locale;
}): RenderedMail {
  const t = mailTranslator(locale);
  return layout({
    locale,
    subject: t.t('email.passwordChangedSubject'),
    heading: t.t('email.hello', { name }),
    paragraphs: [t.t('email.passwordChangedBody'), t.t('email.passwordChangedIfYou')],
    closing: [t.t('email.passwordChangedNotYou'), resetLink],
  });
}
