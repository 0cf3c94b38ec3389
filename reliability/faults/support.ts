/**
 * What the fault tests share: a member's HTTP client against a built server in a child process,
 * and throwaway PostgreSQL and Redis servers of the test's own (own data directory, own port),
 * which a test stops and starts again to play an outage.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SESSION_COOKIE, type SessionUser } from '@one-world/contract';
import { freePort } from '../../bench/support';

const run = promisify(execFile);

/** The password every member of the fault tests signs up with (it passes the sign-up rule). */
export const PASSWORD = 'Secret123';

/**
 * The built server's settings the fault tests share: no limit a burst of test clients from one
 * loopback address would trip (per-member write limits stay as they are), and no load shedding,
 * which on a machine busy with other work would refuse the set-up's requests; the overload test
 * turns it back on, as it is what that test is about.
 */
export const LOOSE_LIMITS = {
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  SHED_LOOP_DELAY_MS: '0',
};

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request to `base`; the answer's body is parsed when it is JSON. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  {
    cookie,
    body,
    timeoutMs = 10_000,
  }: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json');
  return {
    status: res.status,
    body: (json && text ? JSON.parse(text) : text) as T,
    headers: res.headers,
  };
}

/** Whether a status is a success (what counts as "acknowledged"). */
export const ok = (status: number) => status >= 200 && status < 300;

export interface Member {
  user: SessionUser;
  email: string;
  /** `ow_session=…`, ready for a `cookie` header. */
  cookie: string;
}

/** A fresh address no other test run uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/**
 * The session cookie a sign-up or sign-in set: in production (the built server) it is Secure and
 * takes the `__Host-` prefix.
 */
function sessionCookie(headers: Headers): string {
  const names = [`${SESSION_COOKIE}=`, `__Host-${SESSION_COOKIE}=`];
  const pair = headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((cookie) => names.some((name) => cookie.startsWith(name)));
  if (!pair) throw new Error('no session cookie was set');
  return pair;
}

/** How many times a refused (503) set-up request is tried again, when its `Retry-After` says. */
const RETRIES = 3;

/**
 * `call` for a test's set-up: a node shedding load (503 with `Retry-After`, as a machine busy
 * with other work can make it) is asked again when it says, as a browser would.
 */
export async function callPatiently<T = unknown>(
  ...args: Parameters<typeof call>
): Promise<Answer<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await call<T>(...args);
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status !== 503 || !(retryAfter > 0) || attempt === RETRIES) return res;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** Signs a new member up; throws unless the server answered 2xx. */
export async function signUp(
  base: string,
  name: string,
  email = uniqueEmail(name),
): Promise<Member> {
  const res = await callPatiently<SessionUser>(base, 'POST', '/api/users', {
    body: { name, email, password: PASSWORD },
  });
  if (!ok(res.status)) throw new Error(`sign-up answered ${res.status}`);
  return { user: res.body, email, cookie: sessionCookie(res.headers) };
}

/** Signs an existing account in. */
export async function signIn(base: string, email: string, password: string): Promise<Member> {
  const res = await fetch(`${base}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!ok(res.status)) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return { user: (await res.json()) as SessionUser, email, cookie: sessionCookie(res.headers) };
}

/** Opens (or finds) the conversation of two members; its id. */
export async function openConversation(base: string, from: Member, to: Member): Promise<string> {
  const res = await callPatiently<{ _id: string }>(base, 'POST', '/api/conversations', {
    cookie: from.cookie,
    body: { senderId: from.user._id, receiverId: to.user._id },
  });
  if (!ok(res.status)) throw new Error(`opening a conversation answered ${res.status}`);
  return res.body._id;
}

/** A post on the Climate board by `member`; its id. */
export async function createPost(base: string, member: Member, title: string): Promise<string> {
  const res = await callPatiently<{ post: { _id: string } }>(base, 'POST', '/api/posts', {
    cookie: member.cookie,
    body: { title, content: `${title}: what we saw, what we do next.`, postCategory: 'Climate' },
  });
  if (!ok(res.status)) throw new Error(`posting answered ${res.status}`);
  return res.body.post._id;
}

/** A message body for POST /api/messages with a client-made id, which the checks look up. */
export const messageBody = (sender: Member, conversationId: string, text: string) => ({
  sender: sender.user._id,
  conversationId,
  text,
  _id: randomUUID(),
});

/** Resolves once `probe` resolves true; throws after `timeoutMs`. Polls every 100 ms. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Where each of the machine's PostgreSQL programs is (PATH first, then Debian's folder). */
async function pgProgram(name: string): Promise<string> {
  const onPath = await run('sh', ['-c', `command -v ${name}`]).then(
    (found) => found.stdout.trim(),
    () => '',
  );
  if (onPath) return onPath;
  const { stdout } = await run('sh', ['-c', `ls -d /usr/lib/postgresql/*/bin/${name} | tail -1`]);
  return stdout.trim();
}

export interface ThrowawayPostgres {
  /** The `postgres` database of this cluster, as its superuser. */
  url: string;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`). */
  crash(): Promise<void>;
  /** Starts it again on the same data directory and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own: `initdb` into a temporary folder and `postgres` on a
 * free loopback port, both as the `postgres` user when the test runs as root (they refuse root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const [initdb, pgCtl] = await Promise.all([pgProgram('initdb'), pgProgram('pg_ctl')]);
  const dir = await mkdtemp(join(tmpdir(), 'ow-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    await chown(dir, uid, uid);
  }
  const as = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
  const data = join(dir, 'data');
  const port = await freePort();
  await as(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = async () => {
    await as(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  const stop = (mode: 'immediate' | 'fast') =>
    as(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']).then(
      () => undefined,
      () => undefined,
    );
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => stop('immediate'),
    start,
    destroy: async () => {
      await stop('fast');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  /** Stops the server (SIGKILL); its data, kept in memory only, is gone. */
  kill(): Promise<void>;
  /** Starts an empty one again on the same port. */
  start(): Promise<void>;
}

/** `redis-server` on a free loopback port, keeping nothing on disk (`--save ''`). */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = server;
    // redis-server prints this line once it accepts connections.
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  };
  const kill = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}
