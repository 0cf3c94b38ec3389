// Bundles the server (and the shared contract it imports) into dist/, leaving npm packages
// external, and copies beside the bundle what the code reads at run time relative to itself: the
// SQL migrations, the demo articles' cover images and the quiz bank.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@one-world/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/seed/images', 'dist/images', { recursive: true });
cpSync('src/seed/quiz-bank', 'dist/quiz-bank', { recursive: true });
