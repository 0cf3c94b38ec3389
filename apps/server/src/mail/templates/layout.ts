import {
  type Locale,
  type MessageId,
  type MessageValues,
  type Translator,
  textDirection,
} from '@one-world/i18n';
import { translatorFor } from '../../lib/i18n';
import { escapeHtml, html, SafeHtml } from './html';

/** What every message is: a subject, an HTML part and a plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A part written twice, as markup and as plain text (a list of links, a footer). */
export interface DualPart {
  html: SafeHtml;
  text: string;
}

/** The content of one message; `layout` dresses it in the product's frame, in both parts. */
export interface MailContent {
  /** The recipient's language: every text above is in it, and the frame's own words too. */
  locale: Locale;
  subject: string;
  /** The first line of the body (and the inbox preview). */
  heading: string;
  /** Plain paragraphs (escaped in HTML). */
  paragraphs: string[];
  /** The one thing the message asks for: a button in HTML, a bare link in text. */
  action?: { label: string; link: string };
  /** Something richer between the paragraphs and the action (the digest's list). */
  body?: DualPart;
  /** Paragraphs after the action ("If this was not you…"). */
  closing?: string[];
  /** Extra footer lines (the unsubscribe link). */
  footer?: DualPart;
}

export const PRODUCT_NAME = 'One World';

// The web app's brand palette (apps/web/src/styles.css: brand-50, -500, -700).
export const BRAND = { light: '#eef8f3', main: '#1f8a5b', dark: '#125c3c' } as const;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The translator of a mail's recipient (their `users.language`). */
export function mailTranslator(locale: Locale): Translator {
  return translatorFor(locale);
}

/**
 * A catalog text with rich-text tags (`<settings>Change how often</settings>`) as mail HTML: the
 * text is escaped and each tag becomes the markup `tags` gives it (a link).
 */
export function richHtml(
  t: Translator,
  id: MessageId,
  values: MessageValues,
  tags: Record<string, (inner: string) => SafeHtml>,
): SafeHtml {
  const rich = Object.fromEntries(
    Object.entries(tags).map(([tag, render]) => [
      tag,
      (chunks: unknown[]) => render(chunks.map(String).join('')),
    ]),
  );
  const parts: unknown = t.intl.formatMessage({ id }, { ...values, ...rich } as never);
  const list = Array.isArray(parts) ? parts : [parts];
  return new SafeHtml(
    list.map((part) => (part instanceof SafeHtml ? part.value : escapeHtml(String(part)))).join(''),
  );
}

/**
 * Renders a message in the product's frame: a table layout with inline styles, as mail clients
 * ignore style sheets, and the same words as plain text for clients that show no HTML.
 */
export function layout(content: MailContent): RenderedMail {
  const t = mailTranslator(content.locale);
  return { subject: content.subject, html: htmlPart(content, t), text: textPart(content, t) };
}

function paragraph(text: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${text}</p>`;
}

function htmlPart(c: MailContent, t: Translator): string {
  const button = c.action
    ? html`<p style="margin:24px 0"><a href="${c.action.link}" style="display:inline-block;background:${BRAND.main};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${c.action.label}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">${t.t('email.copyLink')}<br><a href="${c.action.link}" style="color:${BRAND.dark};word-break:break-all">${c.action.link}</a></p>`
    : '';
  return html`<!doctype html>
<html lang="${c.locale}" dir="${textDirection(c.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${c.subject}</title>
</head>
<body dir="${textDirection(c.locale)}" style="margin:0;padding:0;background:${BRAND.light};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${c.heading}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.light}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND.main};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:700">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${BRAND.dark}">${c.heading}</h1>
${c.paragraphs.map(paragraph)}
${c.body?.html}
${button}
${(c.closing ?? []).map(paragraph)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:13px;line-height:1.5;color:#64748b">
<p style="margin:0 0 8px;color:${BRAND.dark};font-weight:600">${t.t('account.tagline')}</p>
${c.footer?.html}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}

function textPart(c: MailContent, t: Translator): string {
  const blocks = [c.heading, ...c.paragraphs];
  if (c.body) blocks.push(c.body.text);
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.link}`);
  blocks.push(...(c.closing ?? []));
  blocks.push(
    ['--', `${PRODUCT_NAME} · ${t.t('account.tagline')}`, c.footer?.text]
      .filter(Boolean)
      .join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
