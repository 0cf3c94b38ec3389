// `npm start`: builds when the sources changed since the last build, then serves the site.
// The server migrates the database and seeds demo content on start (idempotently).
import { spawn } from 'node:child_process';
import { buildIsStale, root, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building One World (first start or sources changed)…');
  await run('npm', ['run', 'build']);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward stop signals so the server can shut down gracefully; exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
