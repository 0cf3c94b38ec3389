import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The module that starts the worker reading Intl's locale data (src/lib/i18n). */
const ASIDE_MODULE = /\/src\/lib\/i18n\/formatter-data-aside\.ts$/;
/** The page's first element, which stays first. */
const CHARSET = /<meta charset="[^"]*" \/>\n/;

/**
 * Loads `formatterDataAside`'s chunk with a script of its own at the top of index.html's head,
 * under the character set (issue 12), so that its worker reads Intl's locale data while the
 * stylesheet and the app's scripts download and the served page paints, instead of the app's
 * main thread reading it after the first paint. The script is `async`: it neither waits for the
 * page nor holds it up. The app imports the same chunk (main.tsx), which the browser then has,
 * evaluated once.
 */
export function formatterDataFirst(): Plugin {
  return {
    name: 'one-world:formatter-data-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => withFormatterDataFirst(html, bundle ?? {}),
    },
  };
}

/** index.html with the script of `formatterDataAside`'s chunk under its character set. */
export function withFormatterDataFirst(html: string, bundle: OutputBundle): string {
  const aside = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && ASIDE_MODULE.test(chunk.facadeModuleId ?? ''),
  );
  const charset = html.match(CHARSET);
  if (!aside || !charset) {
    throw new Error('formatter-data-first: no formatter-data-aside chunk or no charset');
  }
  const script = `<script type="module" async crossorigin src="/${aside.fileName}"></script>`;
  return html.replace(CHARSET, `${charset[0]}    ${script}\n`);
}
