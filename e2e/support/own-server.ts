import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveAxe } from './axe';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = join(root, 'apps/server/dist/main.js');
const webDist = join(root, 'apps/web/dist');

/** A port nobody listens on now: the system picks it, and it is let go at once. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port was assigned');
  return address.port;
}

/**
 * A server of the test's own, for what the shared one must never do: stop and start again. It
 * runs the BUILT app like scripts/e2e-server.mjs (production mode, a copy of the web build, high
 * rate limits) on a temporary data directory that outlives its restarts, and always on the same
 * port, so open pages find it again.
 */
export interface OwnServer {
  baseURL: string;
  /** Starts the server and resolves once it answers its health check. */
  start(): Promise<void>;
  /** Stops it as an operator would (SIGTERM) and resolves once the process has exited. */
  stop(): Promise<void>;
  /** Stops it if running and removes its data. */
  dispose(): Promise<void>;
}

export async function createOwnServer(): Promise<OwnServer> {
  if (!existsSync(entry) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('The build is missing: run `npm run build` first.');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const runDir = mkdtempSync(join(tmpdir(), 'one-world-e2e-own-'));
  const webDir = join(runDir, 'web');
  cpSync(webDist, webDir, { recursive: true });
  serveAxe(webDir);
  let child: ChildProcess | null = null;
  let output = '';

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: join(runDir, 'data'),
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // No load shedding, as in scripts/e2e-server.mjs: right after a restart the reconnecting
    // pages' burst on a loaded machine got the reloaded page a 503.
    SHED_LOOP_DELAY_MS: '0',
    SHED_QUEUE_MS: '0',
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };

  return {
    baseURL,
    async start() {
      if (child) throw new Error('the server is already running');
      output = '';
      const started = spawn(process.execPath, [entry], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await expect
        .poll(
          async () => {
            if (started.exitCode !== null) throw new Error(`the server exited:\n${output}`);
            return fetch(`${baseURL}/api/health`).then(
              (response) => response.status,
              () => 0,
            );
          },
          { message: `the server on ${baseURL} answers its health check`, timeout: 90_000 },
        )
        .toBe(200);
    },
    stop,
    async dispose() {
      await stop();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/**
 * `test` with `ownServer`: a server of the test's own, started before the test and removed after
 * it, also when the test fails or times out (a server left running would hold its port and
 * memory for the rest of the run).
 */
export const testWithOwnServer = test.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its destructured first parameter; this one has none.
    async ({}, use) => {
      const server = await createOwnServer();
      try {
        await server.start();
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    // The first start migrates and seeds a fresh database, which took 50 s and more with the
    // suite running beside it: it gets a time of its own instead of eating the test's.
    { timeout: 180_000 },
  ],
});
