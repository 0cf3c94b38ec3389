import type { Plugin } from 'vite';

/** A catalog's module (packages/i18n/catalogs/<locale>.json), whose chunk Vite names after it. */
const CATALOG_MODULE = /\/i18n\/catalogs\/([a-z]{2,3}(?:-[A-Za-z]+)?)\.json$/;

/**
 * Adds a `<link rel="modulepreload" data-locale>` to index.html for every language's catalog
 * chunk. The app imports its catalog only once its script runs; preloaded, the catalog arrives
 * alongside the script instead of after it. The server keeps the reader's language's link and
 * drops the others (apps/server/src/lib/html-page.ts), so a browser fetches one catalog.
 */
export function preloadCatalog(): Plugin {
  return {
    name: 'one-world:preload-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {}).flatMap((chunk) => {
          const locale =
            chunk.type === 'chunk' ? chunk.facadeModuleId?.match(CATALOG_MODULE)?.[1] : undefined;
          if (!locale) return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${chunk.fileName}`,
                'data-locale': locale,
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
