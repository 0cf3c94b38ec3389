/**
 * `npm run bench:profile -- <request> [--seconds S] [--scale F] [--pglite]`: where the built
 * server's CPU goes under one kind of request. Seeds a throwaway database (PostgreSQL at `--scale`
 * of issue 12's data, default 0.1; or a PGlite data directory with `--pglite`), starts the built
 * server with `--cpu-prof`, warms it up for 2 s, loads it with 8 connections for `--seconds`
 * (default 10), stops it, and prints the profile's self time by package and by function, and who
 * wrote to the sockets (`writev`, `writeBuffer`: on a host where waking PostgreSQL is dear, most of
 * it is the queries being sent). The .cpuprofile file stays for Chrome DevTools (Performance, "Load
 * profile"). The figures are the profiled server's, slower than an unprofiled one: compare
 * profiles, not their rates with the benchmark's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  boardRequests,
  commentRequests,
  followRequests,
  likeRequests,
  load,
  type RequestSource,
  scalingRequests,
  type Target,
} from './http';
import { seedPglite, seedPostgres } from './seed';
import { createThrowawayDatabase, log, startBuiltServer } from './support';

const REQUESTS = {
  'visitors-feed': 'a board page, visitors',
  'member-feed': 'a board page, signed in',
  'next-page': 'board feed, next page',
  comments: 'POST /api/comments/:postId',
  likes: 'POST /api/like/:postId (toggles)',
  follows: 'POST /api/follow/:id and /api/unfollow/:id',
  'profile-posts': "a profile's posts",
  messages: "a conversation's messages",
  articles: 'article list',
} as const;
type RequestName = keyof typeof REQUESTS;

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    scale: { type: 'string', default: '0.1' },
    pglite: { type: 'boolean', default: false },
  },
});
const [name] = positionals;
const seconds = Number(flags.seconds);
const scale = Number(flags.scale);
if (!name || !Object.hasOwn(REQUESTS, name) || !(seconds > 0) || !(scale > 0)) {
  console.error(
    `usage: npm run bench:profile -- <${Object.keys(REQUESTS).join('|')}> ` +
      '[--seconds S > 0] [--scale F > 0] [--pglite]',
  );
  process.exit(2);
}

/** The request source by name, against the seeded server. */
async function requestsOf(request: RequestName, target: Target): Promise<RequestSource> {
  if (request === 'visitors-feed') return boardRequests(target.seeded, false);
  if (request === 'member-feed') return boardRequests(target.seeded, true);
  if (request === 'comments') return commentRequests(target.seeded);
  if (request === 'likes') return likeRequests(target.seeded);
  if (request === 'follows') return followRequests(target.seeded);
  const source = (await scalingRequests(target))[REQUESTS[request]];
  if (!source) throw new Error(`no requests for ${request}`);
  return source;
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: its npm package, the built server, or V8's own name for it. */
function placeOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.endsWith('/dist/main.js')) return 'the server (dist/main.js)';
  if (url.startsWith('node:')) return 'Node';
  return url || functionName || '(anonymous)';
}

/** Node's socket writes: `writev` for several buffers at once, `writeBuffer` for one. */
const SOCKET_WRITES = new Set(['writev', 'writeBuffer']);

/** Prints the self time by place and by function, and who wrote to the sockets. */
function report(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
  const tally = (key: (id: number) => string | undefined) => {
    const sums = new Map<string, number>();
    for (const [id, time] of selfTime) {
      const k = key(id);
      if (k !== undefined) sums.set(k, (sums.get(k) ?? 0) + time);
    }
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const print = (title: string, rows: [string, number][], count: number) => {
    console.log(`\n${title}`);
    for (const [k, time] of rows.slice(0, count)) {
      console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
    }
  };
  const frame = (id: number) => byId.get(id)?.callFrame;
  const label = (id: number) => {
    const f = frame(id);
    const file = f?.url.split('/').pop() ?? '';
    return `${f?.functionName || '(anonymous)'}${file ? ` ${file}:${(f?.lineNumber ?? 0) + 1}` : ''}`;
  };
  console.log(`\n${(total / 1e6).toFixed(1)} s of samples`);
  print(
    'self time by place',
    tally((id) => placeOf(frame(id)?.url ?? '', frame(id)?.functionName ?? '')),
    20,
  );
  print('self time by function', tally(label), 30);
  // The first two frames above the write outside Node's own stream code: who wrote.
  const writer = (id: number) => {
    const chain: string[] = [];
    for (let p = parentOf.get(id); p !== undefined && chain.length < 2; p = parentOf.get(p)) {
      const url = frame(p)?.url ?? '';
      if (url && !url.startsWith('node:')) chain.push(label(p));
    }
    return chain.join(' < ');
  };
  print(
    'socket writes (writev, writeBuffer) by writer: a query sent, an answer written',
    tally((id) => (SOCKET_WRITES.has(frame(id)?.functionName ?? '') ? writer(id) : undefined)),
    5,
  );
}

const request = name as RequestName;
const profileDir = await mkdtemp(join(tmpdir(), 'ow-bench-profile-'));
const dataDir = await mkdtemp(join(tmpdir(), 'ow-bench-profile-data-'));
const database = flags.pglite ? undefined : await createThrowawayDatabase();
try {
  const seeded = database ? await seedPostgres(database, scale) : await seedPglite(dataDir, scale);
  const server = await startBuiltServer(
    database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir },
    { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
  );
  try {
    const next = await requestsOf(request, { url: server.url, seeded });
    await load(server.url, next, 2);
    log(`${REQUESTS[request]}: ${seconds} s under the profiler`);
    const measured = await load(server.url, next, seconds);
    log(
      `${Math.round(measured.rps)} requests a second, p50 ${measured.p50.toFixed(1)} ms, ` +
        `${measured.errors} errors`,
    );
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  report(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile);
  log(`profile: ${join(profileDir, file)}`);
} finally {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
