/**
 * The JavaScript each page of the web app loads (issue 12 "Web"), read from the build: Vite's
 * manifest (apps/web/dist/.vite/manifest.json) gives every chunk's static imports, and the
 * router (apps/web/src/app/router.tsx) gives the page module each route of the paths table
 * loads lazily. A page loads the entry with its static imports, its page module with its
 * static imports, and the active language's catalog (English here); the figure is the sum of
 * those files as the server sends them gzip-compressed (the `.gz` the build wrote, else the file
 * compressed at level 9), with Brotli beside it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { routeModules, staticClosure } from '../apps/web/build/route-modules';
import { paths } from '../apps/web/src/config/paths';
import type { BenchContext, Figure } from './results';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTER_SOURCE = join(import.meta.dirname, '../apps/web/src/app/router.tsx');
const CATALOG_KEY = '../../packages/i18n/catalogs/en.json';
const ENTRY_TARGET_KB = 120;

/** A manifest key's static imports; an unknown key is an error (the manifest is the truth). */
const importsIn = (manifest: Manifest) => (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest: no chunk ${key}`);
  return chunk.imports;
};

export async function measureWebSize(ctx: BenchContext, distDir: string): Promise<Figure[]> {
  const manifest: Manifest = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('manifest: no entry chunk');

  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = async (key: string) => {
    const cached = sizes.get(key);
    if (cached) return cached;
    const file = join(distDir, (manifest[key] as ManifestChunk).file);
    const source = await readFile(file);
    const gzip = existsSync(`${file}.gz`)
      ? (await readFile(`${file}.gz`)).length
      : gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
    const brotli = existsSync(`${file}.br`) ? (await readFile(`${file}.br`)).length : gzip;
    const size = { gzip, brotli };
    sizes.set(key, size);
    return size;
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  const figures: Figure[] = [];
  for (const { route, module } of routeModules(await readFile(ROUTER_SOURCE, 'utf8'), paths)) {
    const keys = staticClosure(entryKey, importsIn(manifest));
    staticClosure(module, importsIn(manifest), keys);
    keys.add(CATALOG_KEY);
    let gzip = 0;
    let brotli = 0;
    for (const key of keys) {
      const size = await sizeOf(key);
      gzip += size.gzip;
      brotli += size.brotli;
    }
    const isHome = route === paths.home.path;
    figures.push({
      section: 'Web',
      name: `JavaScript for ${route === '*' ? '* (not found)' : route}`,
      value: `${kb(gzip)} gzip · ${kb(brotli)} Brotli · ${keys.size} files`,
      ratio: kb(gzip),
      target: isHome
        ? { text: `≤ ${ENTRY_TARGET_KB} KB gzip`, met: gzip <= ENTRY_TARGET_KB * 1024 }
        : undefined,
      note: 'entry, page chunk, their static imports and the English catalog',
    });
  }
  ctx.log(`web size: ${figures.length} routes`);
  return figures;
}
