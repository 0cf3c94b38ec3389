/**
 * What the benchmarks share: a throwaway PostgreSQL database with the real migrations, servers in
 * child processes that report their port over IPC, logging and percentiles.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';

export const log = (message: string) => console.log(`[bench] ${message}`);

/** Seconds since a `performance.now()` reading, for progress lines. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

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
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ow_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const asAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  process.once('SIGINT', () => {
    void drop().finally(() => process.exit(130));
  });

  await asAdmin(`CREATE DATABASE ${name}`);
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
      execArgv: ['--import', 'tsx'],
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
