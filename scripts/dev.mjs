// `npm run dev`: the API server reloading on change (tsx watch, port 3001 or API_PORT) and the Vite
// dev server with hot reload on http://localhost:3000, which proxies /api and /socket.io to it.
// Output is prefixed per process; Ctrl-C (or either process exiting) stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT || '3001';
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const bin = (name) => join(root, 'node_modules/.bin', name);

function prefix(name, stream) {
  createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
}

const api = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'development', DATA_DIR: './data', ...process.env, ...color, PORT: apiPort },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// The server logs JSON lines (what production log shippers want); make them readable here.
const pretty = spawn(
  bin('pino-pretty'),
  [
    '--translateTime',
    'SYS:HH:MM:ss',
    '--ignore',
    'pid,hostname',
    ...(color.FORCE_COLOR ? ['--colorize'] : []),
  ],
  { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
);
api.stdout.pipe(pretty.stdin);
prefix('api', pretty.stdout);
prefix('api', api.stderr);

const web = spawn(bin('vite'), [], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, ...color, API_URL: `http://127.0.0.1:${apiPort}` },
  stdio: ['ignore', 'pipe', 'pipe'],
});
prefix('web', web.stdout);
prefix('web', web.stderr);

const children = { api, web };
let stopping = false;

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Stops every process still running, then exits once they all have. */
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const all = Object.values(children);
  for (const child of all) if (running(child)) child.kill('SIGTERM');
  Promise.all(
    all.map((child) => (running(child) ? new Promise((r) => child.once('exit', r)) : undefined)),
  ).then(() => process.exit(exitCode));
}

for (const [name, child] of Object.entries(children)) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`[${name}] exited with ${signal ?? code}; stopping the other process`);
    stopAll(code || 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
