import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPANY } from '@one-world/contract';
import { type Translator, textDirection } from '@one-world/i18n';
import type { FastifyReply } from 'fastify';

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

/** The translator's `t`, its texts escaped for HTML: how a served page writes a text. */
export const escapedT =
  (translator: Translator): Translator['t'] =>
  (id, values) =>
    escapeHtml(translator.t(id, values));

/**
 * A page's own first screen in index.html: `<template data-shell-page="/path">…</template>`. One
 * with a cover slot (`<img data-shell-cover …>`: an article's, for the route pattern
 * `/inspiration/:id`, and the inspiration list's first card) is used only when the request gives
 * the cover.
 */
const SHELL_PAGE = /\s*<template data-shell-page="([^"]*)">([\s\S]*?)<\/template>/gi;
const COVER_SLOT = /(<img\b[^>]*?)\sdata-shell-cover\b/;
/**
 * What of a cover's first screen the page holds until it draws its own (`data-shell-first-card`,
 * the web app's lib/served-first-card.ts), given there without a value: the path it belongs to
 * is written in, so a page the reader opens next never holds another page's cover.
 */
const HELD_SLOT = /\sdata-shell-first-card(?=[\s>])/;
/** What the shell's page area shows on every other path (a loading indicator, no inner div). */
const SHELL_LOADING = /<div data-shell-loading\b[^>]*>[\s\S]*?<\/div>/i;
/** A chunk one page of the router needs (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOAD = /\s*<link\b[^>]*\bdata-route="([^"]*)"[^>]*>/gi;

/**
 * How well a route pattern of the web app's router (`/inspiration/:id`, `/:category/:region?`,
 * `*`) matches a path, as its router ranks them: null when it does not, else higher for more
 * fixed segments, so `/inspiration` is that page and not a board of a topic named so.
 */
export function routeScore(pattern: string, path: string): number | null {
  if (pattern === '*') return -1;
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (given.length > wanted.length) return null;
  let score = 0;
  for (const [i, segment] of wanted.entries()) {
    const value = given[i];
    if (value === undefined) {
      if (segment.endsWith('?')) continue;
      return null;
    }
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === value.toLowerCase()) score += 10;
    else return null;
  }
  return score;
}

/**
 * index.html as served for each path: a page with its own first screen in the template (the
 * home page's introduction, its largest text, painted before any script has run: issue 12)
 * gets it in place of the shell's loading indicator, every other path keeps the indicator. A
 * first screen with a cover slot (an article's, the inspiration list's) is used when `cover` is
 * given, with the cover's address written into the slot and the path into what the page holds.
 * Of the routes' chunk preloads (`data-route`) only those of the route the path opens stay, so
 * the page's code arrives with the entry's. The templates themselves never go out. Each variant
 * is made once.
 */
export function pagesOf(template: string): (path: string, cover?: string | null) => string {
  const firstScreens = new Map<string, string>();
  const rest = template.replace(SHELL_PAGE, (_, path: string, content: string) => {
    firstScreens.set(path, content.trim());
    return '';
  });
  const coverScreens = [...firstScreens.keys()].filter((key) =>
    COVER_SLOT.test(firstScreens.get(key) ?? ''),
  );
  const routes = [...new Set([...rest.matchAll(ROUTE_PRELOAD)].map(([, route]) => route ?? ''))];
  const variants = new Map<string, string>();
  return (path, cover) => {
    let best: { route: string; score: number } | undefined;
    for (const route of routes) {
      const score = routeScore(route, path);
      if (score !== null && (!best || score > best.score)) best = { route, score };
    }
    const firstScreen =
      (cover && coverScreens.find((pattern) => routeScore(pattern, path) !== null)) ||
      (firstScreens.has(path) && !coverScreens.includes(path) ? path : '');
    const key = `${firstScreen}\n${best?.route ?? ''}`;
    let page = variants.get(key);
    if (page === undefined) {
      const content = firstScreens.get(firstScreen);
      page = (content === undefined ? rest : rest.replace(SHELL_LOADING, () => content)).replace(
        ROUTE_PRELOAD,
        (tag, route: string) => (route === best?.route ? tag : ''),
      );
      variants.set(key, page);
    }
    return cover && coverScreens.includes(firstScreen)
      ? page
          .replace(COVER_SLOT, (_, img: string) => `${img} src="${escapeHtml(cover)}"`)
          .replace(HELD_SLOT, () => ` data-shell-first-card="${escapeHtml(path)}"`)
      : page;
  };
}

/**
 * `pagesOf` the built web app's index.html in `webDistDir`, or null without a build (the routes
 * that decorate its pages are then not registered).
 */
export async function builtPages(webDistDir: string): Promise<ReturnType<typeof pagesOf> | null> {
  const indexPath = join(webDistDir, 'index.html');
  return existsSync(indexPath) ? pagesOf(await readFile(indexPath, 'utf8')) : null;
}

/**
 * `page` (one of `pagesOf`'s, on a path without a first screen of its own) with `html` in place of
 * the page area's loading indicator: a first screen made from data (a board's first post).
 */
export const withFirstScreen = (page: string, html: string) =>
  page.replace(SHELL_LOADING, () => html);

/**
 * Sends a page of the web app: never cached without asking again (it names the current build's
 * files), and different by the reader's language and session.
 */
export const sendHtmlPage = (reply: FastifyReply, html: string) =>
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(html);

/** `page` with `tags` (already escaped HTML) added at the end of its head. */
export function withHeadTags(page: string, tags: readonly string[]): string {
  if (tags.length === 0) return page;
  return page.replace(/\s*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * A `<link rel="preload">` for an API read the page makes as soon as its script runs, so the
 * answer is on its way with the page's code. The app's `fetch` sends credentials (`include`),
 * so the preload does too, or the browser would not hand its answer over.
 */
export const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}">`;

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
  const t = escapedT(translator);
  const text = (id: string, fallback: string) =>
    translator.isId(id) ? t(id, { company: COMPANY }) : fallback;
  return page
    .replace(/<html[^>]*>/i, () => `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace(
      /(<meta\s+name=["']description["']\s+content=")[^"]*(")/i,
      (_, start: string, end: string) => `${start}${t('app.description')}${end}`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => `<noscript>${t('app.noscript')}</noscript>`)
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
