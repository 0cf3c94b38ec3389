import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A language's catalog module: `packages/i18n/catalogs/<locale>.json`. */
export const CATALOG = /\/packages\/i18n\/catalogs\/[^/]+\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Ships the catalogs as parsed ICU messages (FormatJS's syntax tree, which react-intl formats
 * as it is) and the web app without FormatJS's message parser: the build parses every message
 * once, so a browser neither downloads the parser nor spends its first renders parsing each
 * text it shows. Only the build: the dev server and the tests keep the plain catalogs.
 */
export function precompileCatalogs(): Plugin {
  return {
    name: 'one-world:precompile-catalogs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages: Record<string, string> = JSON.parse(code);
      const parsed = Object.entries(messages).map(([key, text]) => [key, parse(text)]);
      return { code: JSON.stringify(Object.fromEntries(parsed)), map: null };
    },
  };
}
