import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { routeModules, staticClosure } from './route-modules';

/**
 * Adds to index.html, for every page of the router, a `<link rel="modulepreload" data-route>`
 * for each chunk its page module needs that the entry does not already load (the entry's are
 * preloaded by Vite itself). The app asks for a page's chunks only once its entry has run; the
 * server keeps the links of the page a request is for and drops the others
 * (apps/server/src/lib/html-page.ts), so they arrive alongside the entry instead of after it
 * (issue 12).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'one-world:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        if (!bundle) return [];
        const { paths } = await tsImport('../src/config/paths.ts', import.meta.url);
        const router = await readFile(join(root, 'src/app/router.tsx'), 'utf8');
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const importsOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output.imports : undefined;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preloads: no entry chunk');
        const loaded = staticClosure(entry.fileName, importsOf);
        return routeModules(router, paths).flatMap(({ route, module }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId === join(root, module));
          if (!page) throw new Error(`route-preloads: no chunk for ${module}`);
          return [...staticClosure(page.fileName, importsOf)]
            .filter((fileName) => !loaded.has(fileName))
            .map((fileName) => ({
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${fileName}`,
                'data-route': route,
              },
              injectTo: 'head' as const,
            }));
        });
      },
    },
  };
}
