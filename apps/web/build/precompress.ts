import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot folders (Vite's `.vite/manifest.json`) are build records, not served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) next to every text
 * file of the build, so the server sends them as they are (`@fastify/static` `preCompressed`)
 * instead of compressing the same bytes on every request. A version that would not be smaller is
 * left out; the server then sends the file itself. Source maps are not published, so not packed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'one-world:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        const [source, { size }] = await Promise.all([readFile(path), stat(path)]);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < size) await writeFile(`${path}.br`, br);
        if (gz.length < size) await writeFile(`${path}.gz`, gz);
      }
    },
  };
}
