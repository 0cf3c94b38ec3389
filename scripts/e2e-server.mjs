// The server the end-to-end tests run against (started by playwright.config.ts): the BUILT app on
// a fresh temporary directory, so every run starts from an empty, freshly seeded database.
// It never builds; `npm test` and `npm run test:e2e` build first.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const entry = join(root, 'apps/server/dist/main.js');
const webDist = join(root, 'apps/web/dist');
if (!existsSync(entry) || !existsSync(join(webDist, 'index.html'))) {
  console.error('The build is missing: run `npm run build` first.');
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '4321';
const runDir = mkdtempSync(join(tmpdir(), 'one-world-e2e-'));
const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
// Serve a copy of the web build: a rebuild during the run (another checkout's `npm test`, an
// editor's build) would otherwise swap the hashed assets under the open pages.
const webDir = join(runDir, 'web');
cpSync(webDist, webDir, { recursive: true });
// The file playwright.config.ts waits for: only this server serves it, so a server of another
// run that got the port first is never mistaken for this one.
if (process.env.E2E_RUN_MARKER) {
  writeFileSync(join(webDir, process.env.E2E_RUN_MARKER), 'One World end-to-end run\n');
}

const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(runDir, 'data'),
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every test signs up its own users from the same address.
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
  },
});

// Playwright stops the process group with SIGTERM; pass it on and clean up once the server is gone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  removeRunDir();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
