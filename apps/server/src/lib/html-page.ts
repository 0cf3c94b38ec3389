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
 * index.html as served for each path, made once at start-up: a page with its own first screen
 * in the template (the home page's introduction, its largest text, painted before any script
 * has run: issue 12) gets it in place of the shell's loading indicator, every other path keeps
 * the indicator. The templates themselves never go out.
 */
export function pagesOf(template: string): (path: string) => string {
  const firstScreens = new Map<string, string>();
  const rest = template.replace(SHELL_PAGE, (_, path: string, content: string) => {
    firstScreens.set(path, content.trim());
    return '';
  });
  const pages = new Map(
    [...firstScreens].map(([path, content]) => [path, rest.replace(SHELL_LOADING, () => content)]),
  );
  return (path) => pages.get(path) ?? rest;
}

/**
 * A page of the web app (`pagesOf`) in the reader's language (issue 17): `<html lang dir>`, so
 * the first paint is already mirrored for Arabic and the app starts in that language, and the
 * description and no-JavaScript notice translated. The shell the page paints before its script
 * runs (issue 12) gets its texts too: an element's `data-i18n` id becomes its text, a
 * `data-i18n-label` id its `aria-label`. Of the catalog preloads (`data-locale`, one per
 * language) only the reader's stays. Replacement functions keep any `$&` literal.
 */
export function localizedPage(page: string, translator: Translator): string {
  const { locale } = translator;
  const text = (id: string, fallback: string) =>
    translator.isId(id) ? escapeHtml(translator.t(id, { company: COMPANY })) : fallback;
  return page
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
