// `npm start`: builds when the sources changed since the last build, then serves the site from
// this same process (one Node start-up rather than two; the server handles SIGTERM and SIGINT and
// sets the exit status itself). The server migrates the database and seeds demo content on start
// (idempotently).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building One World (first start or sources changed)…');
  await run('npm', ['run', 'build']);
}
process.env.NODE_ENV ??= 'production';
// The server's stack traces name the TypeScript sources: it reads its source map when it first
// writes one (apps/server/src/lib/stack-traces.ts), not at start-up as --enable-source-maps does.
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
