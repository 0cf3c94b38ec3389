import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Settles once the child has ended (`close`: its output read to the end): exit 0 or not. */
function ended(child, command, args, beforeSettling = () => {}) {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      beforeSettling();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return ended(spawn(command, args, { stdio: 'inherit', cwd: root, ...options }), command, args);
}

/**
 * `run` for a command that runs beside another: its output is held and printed whole, after
 * `heading`, once it ends, instead of interleaving with the other's.
 */
export function runHeld(heading, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return ended(child, command, args, () => {
    console.log(`\n${heading}\n`);
    process.stdout.write(Buffer.concat(output));
  });
}

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const buildInputs = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** True when a build output is missing or older than any source it is built from. */
export function buildIsStale() {
  const outputs = buildOutputs.map((p) => newestMtime(join(root, p)));
  if (outputs.some((t) => t === 0)) return true;
  const inputs = Math.max(...buildInputs.map((p) => newestMtime(join(root, p))));
  return inputs > Math.min(...outputs);
}

/** The Chromium the end-to-end tests drive (Debian's package unless CHROMIUM_PATH says otherwise). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Install instructions when the Chromium the e2e tests need is missing; undefined when present. */
export function chromiumProblem() {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return undefined;
  } catch {
    return (
      `Chromium was not found at ${chromiumPath}. The end-to-end tests drive Debian's Chromium: ` +
      'install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium ' +
      'binary), then run npm test again.'
    );
  }
}

/** Exits with install instructions when the Chromium the e2e tests need is not there. */
export function requireChromium() {
  const problem = chromiumProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Chromium found at ${chromiumPath}.`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * The port for the e2e server: E2E_PORT when set, else 4321, else any free port — so two test
 * runs on one machine (several checkouts, a developer and CI) do not collide.
 */
export async function e2ePort() {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  const port = (await portIsFree(4321)) ?? (await portIsFree(0));
  return String(port);
}

/** Formats a duration in milliseconds as "1m 05s" or "4.2s". */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
