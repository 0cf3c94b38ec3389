import type { DigestFrequency } from '@one-world/contract';
import { html } from './html';
import { BRAND, layout, PRODUCT_NAME, type RenderedMail } from './layout';

export interface DigestItem {
  /** The notification's sentence ("Ada commented on your post"). */
  text: string;
  link: string;
  at: Date;
}

export interface DigestMailInput {
  name: string;
  frequency: Exclude<DigestFrequency, 'none'>;
  items: DigestItem[];
  notificationsLink: string;
  settingsLink: string;
  unsubscribeLink: string;
}

// Mail is read anywhere: an unambiguous date in UTC rather than a guessed time zone.
const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The daily or weekly digest of unread notifications; never sent empty (the caller skips). */
export function digestMail(input: DigestMailInput): RenderedMail {
  const { items } = input;
  const count =
    items.length === 1 ? '1 unread notification' : `${items.length} unread notifications`;
  const period = input.frequency === 'daily' ? 'daily' : 'weekly';
  return layout({
    subject: `${PRODUCT_NAME}: ${count}`,
    heading: `Hello ${input.name}, you have ${count}`,
    paragraphs: [`Here is your ${period} summary of what happened on ${PRODUCT_NAME}.`],
    body: {
      html: html`<ul style="margin:0 0 16px;padding:0 0 0 20px;font-size:15px;line-height:1.5;color:#1e293b">${items.map(
        (item) =>
          html`<li style="margin:0 0 8px"><a href="${item.link}" style="color:${BRAND.dark}">${item.text}</a><br><span style="font-size:13px;color:#64748b">${when.format(item.at)} UTC</span></li>`,
      )}</ul>`,
      text: items
        .map((item) => `- ${item.text} (${when.format(item.at)} UTC)\n  ${item.link}`)
        .join('\n'),
    },
    action: { label: 'See all notifications', link: input.notificationsLink },
    footer: {
      html: html`<p style="margin:0">You receive this ${period} digest because you chose it in your settings. <a href="${input.settingsLink}" style="color:${BRAND.dark}">Change how often</a> or <a href="${input.unsubscribeLink}" style="color:${BRAND.dark}">unsubscribe</a>.</p>`,
      text: `You receive this ${period} digest because you chose it in your settings.\nChange how often: ${input.settingsLink}\nUnsubscribe: ${input.unsubscribeLink}`,
    },
  });
}
