import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /[ \t]*<script type="module"/;

/**
 * Moves the stylesheets of index.html above the entry script and its module preloads. The
 * browser paints the served shell once the stylesheet has arrived; listed after the scripts
 * (Vite's order), it asked for a connection after them and waited behind their downloads, as
 * HTTP/1.1 gives a page six connections to its server.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'one-world:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(STYLESHEET);
        if (!stylesheets || !ENTRY_SCRIPT.test(html)) return html;
        const rest = html.replace(STYLESHEET, '');
        const at = rest.search(ENTRY_SCRIPT);
        return rest.slice(0, at) + stylesheets.join('') + rest.slice(at);
      },
    },
  };
}
