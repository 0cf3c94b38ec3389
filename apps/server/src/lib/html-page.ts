import { type Translator, textDirection } from '@one-world/i18n';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The web app's index.html in the reader's language (issue 17): `<html lang dir>`, so the first
 * paint is already mirrored for Arabic and the app starts in that language, and the description
 * and no-JavaScript notice translated. Replacement functions keep any `$&` literal.
 */
export function localizedPage(template: string, translator: Translator): string {
  const { locale } = translator;
  return template
    .replace(/<html[^>]*>/i, () => `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace(
      /(<meta\s+name=["']description["']\s+content=")[^"]*(")/i,
      (_, start: string, end: string) =>
        `${start}${escapeHtml(translator.t('app.description'))}${end}`,
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/i,
      () => `<noscript>${escapeHtml(translator.t('app.noscript'))}</noscript>`,
    );
}
