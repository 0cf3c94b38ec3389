import type { DigestFrequency } from '@one-world/contract';
import { type Locale, textDirection } from '@one-world/i18n';
import { html } from './html';
import { BRAND, layout, mailTranslator, type RenderedMail, richHtml } from './layout';

export interface DigestItem {
  /** The notification's sentence ("Ada commented on your post"), in the recipient's language. */
  text: string;
  link: string;
  at: Date;
}

export interface DigestMailInput {
  name: string;
  /** The recipient's language. */
  locale: Locale;
  frequency: Exclude<DigestFrequency, 'none'>;
  items: DigestItem[];
  notificationsLink: string;
  settingsLink: string;
  unsubscribeLink: string;
}

/**
 * Mail is read anywhere: an unambiguous date in UTC rather than a guessed time zone, written the
 * recipient's way (English as in Britain: "2 Jan 2026, 03:04", day before month).
 */
function timeFormat(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
}

/** The daily or weekly digest of unread notifications; never sent empty (the caller skips). */
export function digestMail(input: DigestMailInput): RenderedMail {
  const { items, locale, frequency } = input;
  const t = mailTranslator(locale);
  const when = timeFormat(locale);
  const count = items.length;
  // Mail clients ignore logical properties: the list's indent goes on the side the text starts.
  const indent = textDirection(locale) === 'rtl' ? '0 20px 0 0' : '0 0 0 20px';
  const link = (href: string) => (inner: string) =>
    html`<a href="${href}" style="color:${BRAND.dark}">${inner}</a>`;
  return layout({
    locale,
    subject: t.t('email.digestSubject', { count }),
    heading: t.t('email.digestHeading', { name: input.name, count }),
    paragraphs: [t.t('email.digestIntro', { frequency })],
    body: {
      html: html`<ul style="margin:0 0 16px;padding:${indent};font-size:15px;line-height:1.5;color:#1e293b">${items.map(
        (item) =>
          html`<li style="margin:0 0 8px"><a href="${item.link}" style="color:${BRAND.dark}">${item.text}</a><br><span style="font-size:13px;color:#64748b">${when.format(item.at)} UTC</span></li>`,
      )}</ul>`,
      text: items
        .map((item) => `- ${item.text} (${when.format(item.at)} UTC)\n  ${item.link}`)
        .join('\n'),
    },
    action: { label: t.t('email.digestAction'), link: input.notificationsLink },
    footer: {
      html: html`<p style="margin:0">${t.t('email.digestWhy', { frequency })} ${richHtml(
        t,
        'email.digestManage',
        {},
        { settings: link(input.settingsLink), unsubscribe: link(input.unsubscribeLink) },
      )}</p>`,
      text: [
        t.t('email.digestWhy', { frequency }),
        `${t.t('email.digestChangeHowOften')}: ${input.settingsLink}`,
        `${t.t('email.digestUnsubscribe')}: ${input.unsubscribeLink}`,
      ].join('\n'),
    },
  });
}
