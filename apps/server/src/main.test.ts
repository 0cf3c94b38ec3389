import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts `src/main.ts` as a real process and resolves with its URL once it listens. */
function startServer(dataDir: string): {
  child: ChildProcess;
  url: Promise<string>;
  logs: string[];
} {
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        logs.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server exited early (${code}): ${logs.join('\n')}`)),
    );
  });
  return { child, url, logs };
}

/**
 * Each test starts the server as a process compiled by tsx, on PGlite (the first also migrates):
 * 4-8 s on the idle machine, beyond the default 30 s on one loaded by another suite. The limit is
 * for a hang, not a speed check.
 */
const PROCESS_TIMEOUT_MS = 120_000;

// On PGlite by design (DATABASE_URL cleared): the PostgreSQL run (`npm run test:integration:pg`)
// would repeat it unchanged.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ow-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'serves, then shuts down gracefully on SIGTERM with exit code 0',
    async () => {
      const server = startServer(dataDir);
      const url = await server.url;
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

      const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(server.logs.join('\n')).toContain('shutting down');
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'starts again on the same data directory (migrations and seed are idempotent)',
    async () => {
      const server = startServer(dataDir);
      const url = await server.url;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
      server.child.kill('SIGINT');
      expect(await exited).toBe(0);
    },
    PROCESS_TIMEOUT_MS,
  );
});
