import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /[ \t]*<script type="module"/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/**
 * Orders index.html's requests so that the served shell paints first (issue 12):
 *
 * - The stylesheets move above the entry script and its module preloads. The browser paints the
 *   shell once the stylesheet has arrived; listed after the scripts (Vite's order), it asked for
 *   a connection after them and waited behind their downloads, as HTTP/1.1 gives a page six
 *   connections to its server.
 * - The module preloads (the entry's imports, the reader's catalog, the page's chunks) are asked
 *   for with a low priority. None of them is needed for the first paint, which the served page
 *   makes on its own; at the browser's default (high, as for a blocking script) they share a slow
 *   connection with the stylesheet and the page's largest image and hold both back. The entry
 *   script keeps its priority, so the app still starts as soon as its modules are in.
 */
export function paintFirst(): Plugin {
  return {
    name: 'one-world:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(STYLESHEET);
        if (!stylesheets || !ENTRY_SCRIPT.test(html)) {
          throw new Error('paint-first: index.html has no stylesheet or no entry script');
        }
        const rest = html.replace(STYLESHEET, '');
        const at = rest.search(ENTRY_SCRIPT);
        return (rest.slice(0, at) + stylesheets.join('') + rest.slice(at)).replace(
          MODULE_PRELOAD,
          '<link rel="modulepreload" fetchpriority="low"',
        );
      },
    },
  };
}
