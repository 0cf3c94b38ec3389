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

/** `paths.auth.signIn` → its entry of the paths table. */
function pathEntry(name: string): { path: string } | undefined {
  let node: unknown = paths;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const path = node && typeof node === 'object' && 'path' in node ? node.path : undefined;
  return typeof path === 'string' ? { path } : undefined;
}

/**
 * Every `page(paths.x, () => import('…'))` of the router, as the route pattern and the page
 * module's key in the manifest (a path under apps/web), plus the catch-all not-found page.
 */
async function routeModules(): Promise<{ route: string; module: string }[]> {
  const source = await readFile(ROUTER_SOURCE, 'utf8');
  const toKey = (specifier: string) => `src/${join('app', specifier).replace(/^\.\.\//, '')}.tsx`;
  const routes: { route: string; module: string }[] = [];
  for (const [, name, specifier] of source.matchAll(
    /page\(\s*paths\.([\w.]+),\s*\(\) => import\('([^']+)'\)/g,
  )) {
    const entry = name ? pathEntry(name) : undefined;
    if (!entry || !specifier) throw new Error(`router.tsx: no path for paths.${name}`);
    routes.push({ route: entry.path, module: toKey(specifier) });
  }
  const notFound = source.match(/path: '\*',\s*lazy: lazyPage\(\s*\(\) => import\('([^']+)'\)/);
  if (notFound?.[1]) routes.push({ route: '* (not found)', module: toKey(notFound[1]) });
  return routes;
}

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest: no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

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
  for (const { route, module } of await routeModules()) {
    const keys = closure(manifest, entryKey);
    closure(manifest, module, keys);
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
      name: `JavaScript for ${route}`,
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
