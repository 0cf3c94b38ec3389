import { COMPANY } from '@one-world/contract';
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

/** A page's own first screen in index.html: `<template data-shell-page="/path">…</template>`. */
const SHELL_PAGE = /\s*<template data-shell-page="([^"]*)">([\s\S]*?)<\/template>/gi;
/** What the shell's page area shows on every other path (a loading indicator, no inner div). */
const SHELL_LOADING = /<div data-shell-loading\b[^>]*>[\s\S]*?<\/div>/i;

/**
 * The shell's page area for `path`: the page's own first screen when index.html has one for it
 * (the home page's introduction, its largest text, painted before any script has run: issue 12),
 * the loading indicator otherwise. The templates themselves never go out.
 */
function withShellPage(template: string, path: string): string {
  let page: string | undefined;
  const rest = template.replace(SHELL_PAGE, (_, pagePath: string, content: string) => {
    if (pagePath === path) page = content.trim();
    return '';
  });
  return page === undefined ? rest : rest.replace(SHELL_LOADING, () => page ?? '');
}

/**
 * The web app's index.html for the page at `path` in the reader's language (issue 17): `<html
 * lang dir>`, so the first paint is already mirrored for Arabic and the app starts in that
 * language, and the description and no-JavaScript notice translated. The shell the page paints
 * before its script runs (issue 12), with the page's own first screen where it has one, gets its
 * texts too: an element's `data-i18n` id becomes its text, a `data-i18n-label` id its
 * `aria-label`. Of the catalog preloads (`data-locale`, one per language) only the reader's
 * stays. Replacement functions keep any `$&` literal.
 */
export function localizedPage(template: string, translator: Translator, path: string): string {
  const { locale } = translator;
  const text = (id: string, fallback: string) =>
    translator.isId(id) ? escapeHtml(translator.t(id, { company: COMPANY })) : fallback;
  return withShellPage(template, path)
    .replace(/<html[^>]*>/i, () => `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace(
      /(<meta\s+name=["']description["']\s+content=")[^"]*(")/i,
      (_, start: string, end: string) =>
        `${start}${escapeHtml(translator.t('app.description'))}${end}`,
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/i,
      () => `<noscript>${escapeHtml(translator.t('app.noscript'))}</noscript>`,
    )
    .replace(
      /(<[a-z][a-z0-9]*\s[^>]*data-i18n="([\w.]+)"[^>]*>)([^<]*)(<\/)/gi,
      (_, open: string, id: string, fallback: string, close: string) =>
        `${open}${text(id, fallback)}${close}`,
    )
    .replace(
      /data-i18n-label="([\w.]+)"(\s+)aria-label="([^"]*)"/gi,
      (_, id: string, space: string, fallback: string) =>
        `data-i18n-label="${id}"${space}aria-label="${text(id, fallback)}"`,
    )
    .replace(/\s*<link\b[^>]*\bdata-locale="([^"]*)"[^>]*>/gi, (tag, tagLocale: string) =>
      tagLocale === locale ? tag : '',
    );
}
