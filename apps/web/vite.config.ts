import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { formatterDataFirst } from './build/formatter-data-first';
import { paintFirst } from './build/paint-first';
import { precompileCatalogs } from './build/precompile-catalogs';
import { precompress } from './build/precompress';
import { preloadCatalog } from './build/preload-catalog';
import { pureContract } from './build/pure-contract';
import { routePreloads } from './build/route-preloads';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * The production bundle renders with Preact through preact/compat: the code and its types stay
 * React's, and React 19's ref-as-prop, useSyncExternalStore, startTransition, flushSync,
 * createPortal and `use` are what preact/compat 11 provides (not `<title>` hoisting: see
 * src/lib/document-title.ts). `react-dom/client` is src/app/preact-client.ts, which also runs
 * effects as React does. The dev server keeps React, for Fast Refresh; the end-to-end suite runs
 * against the build.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('src/app/preact-client.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's package exports name only its development build, whose one difference is
 * `ENABLE_DEV_WARNINGS = true`: warnings for developers, and a "Hey developer" note in its default
 * error boundary. The production bundle takes the production build beside it.
 */
const routerProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [...preactCompat, routerProduction] : [] },
  plugins: [
    react(),
    tailwindcss(),
    precompileCatalogs(),
    preloadCatalog(),
    routePreloads(),
    paintFirst(),
    formatterDataFirst(),
    pureContract(),
    compileHints(),
    precompress(),
  ],
  server: {
    port: 3000,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      // Stored images are served by the API server (the web app's own files stay with Vite).
      '^/images/[a-f0-9]{64}\\.webp$': { target: apiTarget },
    },
  },
  // Maps are written for debugging a production build but not referenced from the bundles, so
  // browsers do not fetch them and visitors' dev tools do not show the original sources. The
  // manifest (dist/.vite/manifest.json) tells the benchmark which chunks each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rollupOptions: {
      // A contract module nothing on the page uses is left out; `pureContract` leaves out the
      // declarations it does not use of one that is used.
      treeshake: { moduleSideEffects: (id: string) => !/packages\/contract\/src\//.test(id) },
    },
  },
}));
