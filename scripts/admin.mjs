// `npm run admin -- create <email> [--name <name>]`: runs the built admin CLI when it is up to date
// with the sources, otherwise the TypeScript source through tsx (a development checkout).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const built = join(root, 'apps/server/dist/admin.js');
const tsx = join(root, 'node_modules/.bin/tsx');
const sources = ['apps/server/src', 'packages/contract/src'].map((p) => newestMtime(join(root, p)));
const builtIsCurrent = existsSync(built) && newestMtime(built) >= Math.max(...sources);

try {
  if (builtIsCurrent || !existsSync(tsx)) {
    await run(process.execPath, ['--enable-source-maps', built, ...args]);
  } else {
    await run(tsx, ['apps/server/src/cli/admin.ts', ...args]);
  }
} catch {
  // The CLI has already printed why it failed.
  process.exit(1);
}
