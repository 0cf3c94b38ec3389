import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { CATALOG } from './precompile-catalogs';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file whose first line it is has all its
 * functions compiled as it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called. V8 reads it only as the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Whether a chunk of the build gets the hint: every chunk but the languages' catalogs, of whose
 * messages a page calls a few. The rest is code a page runs as it loads or a feature as it opens.
 */
export const wantsCompileHint = (chunk: { facadeModuleId: string | null }): boolean =>
  chunk.facadeModuleId === null || !CATALOG.test(chunk.facadeModuleId);

/**
 * Puts the compile hint on the first line of each chunk `wantsCompileHint` names, and moves its
 * source map (the chunk's and the `.map` file's) one line down with it.
 */
export function addCompileHints(bundle: OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !wantsCompileHint(chunk)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${chunk.fileName}.map`];
    if (mapFile?.type === 'asset') {
      const map = JSON.parse(String(mapFile.source)) as { mappings: string };
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}

/**
 * Writes the compile hint on top of the build's chunks (issue 12). A page's first render called
 * its components' functions one after another, and V8 compiled each on the main thread as it
 * was first called: with the hint that work moves to the background thread that parses the file
 * while it downloads, and the page's long tasks shorten. It is written last: after minification,
 * which drops comments, and after Vite has put its list of preloaded files (`__vite__mapDeps`) at
 * the top of the entry. A file's name stays the hash of its content without the hint, as Vite's own
 * list is left out of it: whether a chunk gets the hint follows from the chunk alone.
 */
export function compileHints(): Plugin {
  return {
    name: 'one-world:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
