import { join } from 'node:path';

/** A page of the router: its pattern in the paths table and its lazily loaded module. */
export interface RouteModule {
  /** The route's pattern (`/:category/:region?`), or `*` for the catch-all not-found page. */
  route: string;
  /** The page module, relative to apps/web (`src/features/…/page.tsx`), as Vite's manifest keys it. */
  module: string;
}

/** `paths.auth.signIn` → the pattern of that entry of the paths table. */
function patternOf(paths: object, name: string): string | undefined {
  let node: unknown = paths;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const path = node && typeof node === 'object' && 'path' in node ? node.path : undefined;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Every `page(paths.x, () => import('…'))` of the router's source (src/app/router.tsx), as the
 * route's pattern in `paths` (src/config/paths.ts) and its page module, plus the catch-all
 * not-found page as `*`. Read by the build (which chunks each page loads: route-preloads.ts) and
 * by the benchmark (how much JavaScript each page loads).
 */
export function routeModules(routerSource: string, paths: object): RouteModule[] {
  const toKey = (specifier: string) => `src/${join('app', specifier).replace(/^\.\.\//, '')}.tsx`;
  const routes: RouteModule[] = [];
  for (const [, name, specifier] of routerSource.matchAll(
    /page\(\s*paths\.([\w.]+),\s*\(\) => import\('([^']+)'\)/g,
  )) {
    const route = name ? patternOf(paths, name) : undefined;
    if (!route || !specifier) throw new Error(`router.tsx: no path for paths.${name}`);
    routes.push({ route, module: toKey(specifier) });
  }
  const notFound = routerSource.match(
    /path: '\*',\s*lazy: lazyPage\(\s*\(\) => import\('([^']+)'\)/,
  );
  if (notFound?.[1]) routes.push({ route: '*', module: toKey(notFound[1]) });
  return routes;
}

/**
 * What a chunk needs before it runs: itself and its static imports, transitively, given each
 * chunk's imports (the build's bundle or Vite's manifest). `importsOf` answers undefined for
 * a name it does not know: `into` then holds it without imports.
 */
export function staticClosure(
  start: string,
  importsOf: (name: string) => readonly string[] | undefined,
  into = new Set<string>(),
): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of importsOf(start) ?? []) staticClosure(imported, importsOf, into);
  return into;
}
