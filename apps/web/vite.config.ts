import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileCatalogs } from './build/precompile-catalogs';
import { precompress } from './build/precompress';
import { preloadCatalog } from './build/preload-catalog';
import { stylesFirst } from './build/styles-first';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompileCatalogs(),
    preloadCatalog(),
    stylesFirst(),
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
      treeshake: { moduleSideEffects: (id: string) => !/packages\/contract\/src\//.test(id) },
    },
  },
});
