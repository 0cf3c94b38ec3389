import type { Locale } from '@one-world/i18n';
import { layout, mailTranslator, type RenderedMail } from './layout';

/** The notice to the old address that a change to `newEmail` was asked for. */
export function emailChangeNoticeMail({
  name,
  newEmail,
  locale,
}: {
  name: string;
  newEmail: string;
  locale: Locale;
}): RenderedMail {
  const t = mailTranslator(locale);
  return layout({
    locale,
    subject: t.t('email.changeNoticeSubject'),
    heading: t.t('email.hello', { name }),
    paragraphs: [
      t.t('email.changeNoticeBody', { email: newEmail }),
      t.t('email.changeNoticeStillInUse'),
    ],
    closing: [t.t('email.changeNoticeNotYou')],
  });
}
