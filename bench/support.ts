/**
 * What the benchmarks share: a throwaway PostgreSQL database with the real migrations, servers in
 * child processes that report their port over IPC, logging and percentiles.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client';
import { adminQuery } from '../apps/server/src/test/pg-admin';

export const log = (message: string) => console.log(`[bench] ${message}`);

/** Seconds since a `performance.now()` reading, for progress lines. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Busy and total CPU time of the whole machine so far (every core), in milliseconds. */
export function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** A process's command name and CPU seconds so far (user + system), from its /proc stat line. */
function parseStat(stat: string): { command: string; cpuSeconds: number } {
  // The command name is in parentheses and may contain spaces; the other fields follow it.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime, in clock ticks: USER_HZ is 100 on Linux.
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}

/** A process's /proc stat line; undefined where there is none (another system, or it has gone). */
const readStat = (pid: string): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined where
 * there is no such file (another system, or the process has gone).
 */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  const stat = readStat(String(pid));
  return stat === undefined ? undefined : parseStat(stat).cpuSeconds;
}

/**
 * CPU seconds so far of every process of this machine whose command is `command` (e.g. the local
 * PostgreSQL's `postgres` processes), by pid; empty where there is no /proc or no such process.
 */
export function cpuSecondsByPid(command: string): Map<number, number> {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat === undefined) continue;
    const parsed = parseStat(stat);
    if (parsed.command === command) byPid.set(Number(entry), parsed.cpuSeconds);
  }
  return byPid;
}

/** The CPU seconds those processes used between two readings (those that exited meanwhile left). */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/** The p-th percentile (nearest rank) of ascending values; 0 when there are none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface ThrowawayDatabase {
  name: string;
  /** The URL of the throwaway database itself. */
  url: string;
  /** Host and port of the PostgreSQL server, for the log. */
  host: string;
  /** Drops the database (also what an interrupted run does). */
  drop(): Promise<void>;
}

/**
 * Creates an empty database next to BENCH_DATABASE_URL / DATABASE_URL (an admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and applies the committed migrations. Ctrl-C
 * still drops it; otherwise the caller drops it in its `finally`.
 */
export async function createThrowawayDatabase(
  /** The admin URL to create it next to, instead of the variables. */
  givenAdminUrl?: string,
): Promise<ThrowawayDatabase> {
  const adminUrl =
    givenAdminUrl ??
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ow_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  process.once('SIGINT', () => {
    void drop().finally(() => process.exit(130));
  });

  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { name, url: url.toString(), host: url.host, drop };
}

export interface ServerProcess {
  port: number;
  /** CPU time the process has used so far (user + system), in seconds. */
  cpuSeconds(): Promise<number>;
  /** Asks the process to close (by closing its IPC channel) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a server script (TypeScript, through tsx) in its own process, so the load generator does
 * not share its event loop. The script listens on a random port, sends `{ port }` over IPC and
 * exits when the IPC channel closes.
 */
export function startServerProcess(
  script: URL,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(script, {
      // BENCH_SERVER_NODE_ARGS adds flags to the server's Node, e.g. `--cpu-prof` to profile it.
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
      env: { ...process.env, ...env },
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited with ${code}`)));
    const cpuSeconds = () =>
      new Promise<number>((answer) => {
        child.once('message', (reply: { cpuSeconds: number }) => answer(reply.cpuSeconds));
        child.send('cpu');
      });
    child.once('message', (message: { port: number }) =>
      resolve({
        port: message.port,
        cpuSeconds,
        stop: async () => {
          if (child.connected) child.disconnect();
          await exited;
        },
      }),
    );
  });
}

/**
 * The child's side of startServerProcess: reports the listening port, answers CPU-time questions
 * and closes when the parent lets go of the process.
 */
export function reportPortAndCloseOnDisconnect(port: number, close: () => Promise<void>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('start me through startServerProcess (bench/support.ts)');
  send({ port });
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    send({ cpuSeconds: (user + system) / 1e6 });
  });
  process.on('disconnect', () => {
    void close().then(() => process.exit(0));
  });
}

/** A free loopback port (the built server takes its port from PORT, not from IPC). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BuiltServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** SIGTERM (the server's graceful shutdown), then waits until the process has exited. */
  stop(): Promise<void>;
}

/** The built server, `apps/server/dist/main.js` (run `npm run build` first). */
export const BUILT_SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/**
 * The Node flags `npm start` runs the server with (package.json's `start`, `node <flags>
 * scripts/start.mjs`), so that every server a benchmark starts runs as production does.
 */
export function npmStartNodeFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { scripts: { start: string } };
  const [node, ...rest] = manifest.scripts.start.split(' ');
  if (node !== 'node' || rest.at(-1) !== 'scripts/start.mjs') {
    throw new Error(
      `package.json's start is not "node [flags] scripts/start.mjs": ${manifest.scripts.start}`,
    );
  }
  return rest.slice(0, -1);
}

/**
 * Starts the built server as `npm start` does (node, NODE_ENV=production) on a free loopback port
 * and resolves once `/api/health` answers 200. `env` adds to or overrides the defaults below;
 * DATABASE_URL and REDIS_URL come only from `env` (unset: PGlite under DATA_DIR, no Redis).
 * Without a DATA_DIR it gets an empty temporary one (its mail outbox, images), removed on stop.
 */
export async function startBuiltServer(
  env: Record<string, string | undefined>,
  {
    healthTimeoutMs = 120_000,
    /** Node flags for this server, after BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof`). */
    nodeArgs = [] as string[],
  } = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'ow-bench-data-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const merged: Record<string, string | undefined> = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Every request of a benchmark comes from loopback: measure the app, not the per-IP limiter.
    RATE_LIMIT_MAX: '100000000',
    // Reached over plain http: the session cookie keeps its bare name (behind HTTPS it would be
    // `__Host-` prefixed), which the benchmarks' clients send.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: ownDataDir,
    ...env,
  };
  const envArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [];
  const child = spawn(
    process.execPath,
    [...npmStartNodeFlags(), ...envArgs, ...nodeArgs, BUILT_SERVER],
    {
      env: Object.fromEntries(
        Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (!running) {
      const code = await exited;
      await stop();
      throw new Error(`the built server exited with ${code}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { url, pid: child.pid ?? 0, stop };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  throw new Error(`the built server did not answer /api/health within ${healthTimeoutMs} ms`);
}
