/**
 * The HTTP figures of issue 12, measured with autocannon (8 connections, no pipelining): each one
 * right after H (bench/baseline-server.ts) with the same settings, so the ratio compares two
 * readings taken under the same machine load. Any answer that is not 2xx is an error: the figure
 * reports it and misses its target.
 */
import { createRequire } from 'node:module';
import { CATEGORIES, REGIONS, SESSION_COOKIE } from '@one-world/contract';
import pg from 'pg';
import type { BenchContext, Figure } from './results';
import type { Seeded } from './seed';
import {
  cpuSecondsBetween,
  cpuSecondsByPid,
  machineCpu,
  percentile,
  processCpuSeconds,
} from './support';

export const CONNECTIONS = 8;

export interface HttpRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  overallRate?: number;
  requests: {
    setupRequest: (request: HttpRequest) => HttpRequest;
    onResponse?: (status: number, body: string, context: unknown, headers: RawHeaders) => void;
  }[];
}
/** A response's headers as autocannon gives them: names as sent, a repeated one as a list. */
type RawHeaders = Record<string, string | string[]>;
/** Sees every answer's status and headers (for what the figures do not keep, e.g. Retry-After). */
export type ResponseWatcher = (
  status: number,
  header: (name: string) => string | undefined,
) => void;
/** autocannon ships no types; this is the part of its API the benchmark uses. */
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
  done: (err: Error | null, result: AutocannonResult) => void,
) => {
  /** Every answer, with its latency in milliseconds (autocannon's own histogram keeps whole ms). */
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, latency: number) => void,
  ): void;
};

export interface Load {
  rps: number;
  /** The 2xx answers. */
  answered: number;
  /** Latency percentiles of the 2xx answers, in milliseconds. */
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Connection errors and timeouts alone: requests that got no answer. */
  unanswered: number;
  /** Status codes other than 2xx, e.g. "429 ×12". */
  statuses: string;
}

/** `next` gives each request in turn (rotating boards, members, posts). */
export type RequestSource = () => HttpRequest;

/**
 * autocannon on `base` for `seconds`; `rate` caps the requests per second of all connections.
 * More `connections` than the default keep more requests waiting at once, as an overload does.
 * `watch`, when given, sees every answer.
 */
export function load(
  base: string,
  next: RequestSource,
  seconds: number,
  rate?: number,
  connections = CONNECTIONS,
  watch?: ResponseWatcher,
): Promise<Load> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        pipelining: 1,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...next() }),
            ...(watch && {
              onResponse: (status, _body, _context, headers) =>
                watch(status, (name) => headerOf(headers, name)),
            }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const statuses = Object.entries(result.statusCodeStats)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, { count }]) => `${code} ×${count}`)
          .join(', ');
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          answered: latencies.length,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          errors: result.non2xx + result.errors + result.timeouts,
          unanswered: result.errors + result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, latency) => {
      if (status >= 200 && status < 300) latencies.push(latency);
    });
  });
}

/** A header's value whatever the case of its name (autocannon keeps the names as sent). */
function headerOf(headers: RawHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

export const phaseSeconds = (ctx: BenchContext) => ({
  warmup: ctx.quick ? 1 : 2,
  measure: ctx.quick ? 2 : 10,
});

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const describeLoad = (l: Load) =>
  `${thousands(l.rps)} req/s · p50 ${ms(l.p50)} · p99 ${ms(l.p99)}`;
export const errorNote = (l: Load) =>
  l.errors ? `${l.errors} errors (${l.statuses || 'connection errors or timeouts'})` : undefined;

/**
 * Watches a figure's measured phase for its note: called right before it, it answers what to
 * call with the phase's load right after.
 */
type PhaseProbe = () => Promise<(load: Load) => Promise<string>>;

/** H right before the figure, then the figure, with the same settings and warm-ups. */
export async function againstH(
  ctx: BenchContext,
  h: string,
  base: string,
  next: RequestSource,
  probe?: PhaseProbe,
): Promise<{ app: Load; h: Load; note?: string }> {
  const { warmup, measure } = phaseSeconds(ctx);
  const bare = () => ({ path: '/' });
  await load(h, bare, warmup);
  const hLoad = await load(h, bare, measure);
  await load(base, next, warmup);
  const after = await probe?.();
  const app = await load(base, next, measure);
  return { h: hLoad, app, note: await after?.(app) };
}

/**
 * What a write cost during the measured phase: the writes per WAL flush of the PostgreSQL server
 * (a durable commit's `fdatasync`: the size of the group commits' batches, which a commit that
 * writes nothing, e.g. a read of a session, does not blur; the counter lags up to a second, so
 * the flushes of the warm-up's last second may count too), and the CPU per write of the server
 * process, of the local PostgreSQL's processes (its backends, WAL writer and the rest) and of the
 * whole machine (the load generator included), for a write figure's note.
 */
export function writeCost(databaseUrl: string, serverPid: number): PhaseProbe {
  return async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const flushes = async () => {
      const { rows } = await client.query<{ flushes: string }>(
        'SELECT wal_sync AS flushes FROM pg_stat_wal',
      );
      return Number(rows[0]?.flushes ?? 0);
    };
    const before = {
      flushes: await flushes(),
      server: processCpuSeconds(serverPid) ?? 0,
      postgres: cpuSecondsByPid('postgres'),
      machine: machineCpu(),
    };
    return async ({ answered }) => {
      const server = (processCpuSeconds(serverPid) ?? 0) - before.server;
      const postgres = cpuSecondsBetween(before.postgres, cpuSecondsByPid('postgres'));
      const machine = machineCpu();
      const busyMs = machine.busy - before.machine.busy;
      // A backend reports its WAL counters at most once a second, and within a second of going
      // idle.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const flushesAfter = await flushes();
      await client.end();
      const perWrite = (ms: number) => `${Math.round((ms * 1000) / Math.max(1, answered))} µs`;
      return [
        `${(answered / Math.max(1, flushesAfter - before.flushes)).toFixed(1)} per WAL flush`,
        `CPU per write: ${[
          `server ${perWrite(server * 1000)}`,
          // Only a PostgreSQL on this machine has processes to read.
          ...(before.postgres.size > 0 ? [`PostgreSQL ${perWrite(postgres * 1000)}`] : []),
          `machine ${perWrite(busyMs)}`,
        ].join(', ')}`,
        `machine ${Math.round((100 * busyMs) / (machine.total - before.machine.total))}% busy`,
      ].join(' · ');
    };
  };
}

/** A figure as a share of H, its target a minimum share (and a p99 bound when given). */
function shareOfH(
  name: string,
  { app, h, note }: { app: Load; h: Load; note?: string },
  minShare: number,
  p99Max?: number,
): Figure {
  const share = app.rps / h.rps;
  const p99Met = p99Max === undefined || app.p99 <= p99Max;
  return {
    section: 'HTTP',
    name,
    value: describeLoad(app),
    baseline: `H ${thousands(h.rps)} req/s`,
    ratio: `${(share * 100).toFixed(1)}% of H`,
    target: {
      text: `≥ ${minShare * 100}% of H${p99Max === undefined ? '' : `, p99 ≤ ${p99Max} ms`}`,
      met: share >= minShare && p99Met && app.errors === 0,
    },
    note: [errorNote(app), note].filter(Boolean).join('; ') || undefined,
  };
}

/** Rotates through a list: each call gives the next item. */
export function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate through');
  let i = 0;
  return () => items[i++ % items.length] as T;
}

/** Every board: each topic alone and with each region (region-less posts included). */
export const BOARDS = CATEGORIES.flatMap((category) => [
  `/api/posts?category=${category}`,
  ...REGIONS.map((region) => `/api/posts?category=${category}&region=${region}`),
]);

export const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** A member's JSON write (`token`: their session). */
export const postJson = (path: string, token: string, body: object): HttpRequest => ({
  method: 'POST',
  path,
  headers: { ...sessionCookie(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Board page 1, as visitors (no cookie) or signed in (the members take turns). */
export function boardRequests(seeded: Seeded, signedIn: boolean): RequestSource {
  const board = rotate(BOARDS);
  const member = rotate(seeded.members);
  return () => ({ path: board(), headers: signedIn ? sessionCookie(member().token) : {} });
}

/** Valid comments (SPEC §7 body) by the members in turn, on the newest posts in turn. */
export function commentRequests(seeded: Seeded): RequestSource {
  const member = rotate(seeded.members);
  const post = rotate(seeded.recentPosts);
  let n = 0;
  return () => {
    const { id, token } = member();
    n++;
    return postJson(`/api/comments/${post()}`, token, {
      commentContent: `Benchmark comment ${n}: well said.`,
      id,
    });
  };
}

/**
 * Likes toggled as the spec's client sends them (`{ postId, id }`), by the members in turn on the
 * newest posts in turn: a pair's next turn takes its like back. Not a target of issue 12; for
 * `npm run bench:profile -- likes`.
 */
export function likeRequests(seeded: Seeded): RequestSource {
  const member = rotate(seeded.members);
  const post = rotate(seeded.recentPosts);
  return () => {
    const { id, token } = member();
    const postId = post();
    return postJson(`/api/like/${postId}`, token, { postId, id });
  };
}

/**
 * Follows and unfollows as the spec's client sends them (`{ followerId }`): each member in turn
 * follows the next member, and takes it back at the pair's next turn. Not a target of issue 12;
 * for `npm run bench:profile -- follows`.
 */
export function followRequests(seeded: Seeded): RequestSource {
  const { members } = seeded;
  const following = new Set<number>();
  let turn = 0;
  return () => {
    const i = turn++ % members.length;
    const follower = members[i];
    const followee = members[(i + 1) % members.length];
    if (!follower || !followee) throw new Error('follows need two members');
    const verb = following.has(i) ? 'unfollow' : 'follow';
    if (verb === 'follow') following.add(i);
    else following.delete(i);
    return postJson(`/api/${verb}/${followee.id}`, follower.token, { followerId: follower.id });
  };
}

export interface Target {
  url: string;
  seeded: Seeded;
}

/** A built server on PostgreSQL, with what a write figure's note reads of it (`writeCost`). */
export interface PgTarget extends Target {
  databaseUrl: string;
  pid: number;
}

/** The board feed on PostgreSQL (visitors, signed in) and PGlite, and comments on PostgreSQL. */
export async function runHttpBench(
  ctx: BenchContext,
  h: string,
  pg: PgTarget,
  pglite: Target | undefined,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const scale = (t: Target) => `${thousands(t.seeded.posts)} posts`;
  ctx.log('board feed, visitors, PostgreSQL');
  figures.push(
    shareOfH(
      `board feed, visitors, PostgreSQL (${scale(pg)})`,
      await againstH(ctx, h, pg.url, boardRequests(pg.seeded, false)),
      0.3,
    ),
  );
  ctx.log('board feed, signed in, PostgreSQL');
  figures.push(
    shareOfH(
      `board feed, signed in, PostgreSQL (${scale(pg)})`,
      await againstH(ctx, h, pg.url, boardRequests(pg.seeded, true)),
      0.1,
      25,
    ),
  );
  if (pglite) {
    ctx.log('board feed, signed in, PGlite');
    figures.push(
      shareOfH(
        `board feed, signed in, PGlite (${scale(pglite)})`,
        await againstH(ctx, h, pglite.url, boardRequests(pglite.seeded, true)),
        0.05,
      ),
    );
  }
  ctx.log('comments, signed in, PostgreSQL');
  figures.push(
    shareOfH(
      `POST /api/comments/:postId, signed in, PostgreSQL (${scale(pg)})`,
      await againstH(ctx, h, pg.url, commentRequests(pg.seeded), writeCost(pg.databaseUrl, pg.pid)),
      0.15,
    ),
  );
  return figures;
}

/** GETs signed in as `token`, for the paths a scaling figure needs before it is measured. */
async function getJson<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(base + path, { headers: sessionCookie(token) });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The requests of each scaling figure against one database, signed in (no visitor cache). */
export async function scalingRequests(target: Target): Promise<Record<string, RequestSource>> {
  const { seeded, url } = target;
  const member = rotate(seeded.members);
  const signedIn = (paths: () => string) => () => ({
    path: paths(),
    headers: sessionCookie(member().token),
  });
  const token = seeded.members[0]?.token ?? '';
  const nextPages: string[] = [];
  for (const board of BOARDS) {
    const page = await getJson<{ nextCursor: string | null }>(url, board, token);
    if (page.nextCursor) nextPages.push(`${board}&cursor=${encodeURIComponent(page.nextCursor)}`);
  }
  const author = rotate(seeded.authors);
  const conversation = rotate(seeded.conversations);
  return {
    'board feed, page 1': signedIn(rotate(BOARDS)),
    'board feed, next page': signedIn(rotate(nextPages)),
    "a profile's posts": signedIn(() => `/api/userposts/${author()}`),
    "a conversation's messages": () => {
      const { id, token: memberToken } = conversation();
      return { path: `/api/messages/${id}`, headers: sessionCookie(memberToken) };
    },
    'article list': signedIn(() => '/api/article'),
  };
}

/** Rounds of a scaling figure: full database, then twin, in turn, each round as long. */
const SCALING_ROUNDS = 3;

/** The round whose median latency is the median of the rounds'. */
const medianRound = (rounds: Load[]): Load => {
  const sorted = [...rounds].sort((a, b) => a.p50 - b.p50);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return middle;
};

/**
 * Median latency on the full database against the same on its small twin (1/100 of the data).
 * Each request kind is measured on both in turn, in `SCALING_ROUNDS` alternating rounds, and each
 * side's figure is its median round: this host's speed moves by a third within seconds, and one
 * pair of 10-second runs read the same code at 1.49× and, ten minutes later, 0.84×
 * (docs/BENCHMARKS.md, 30 Nov).
 */
export async function runScalingBench(
  ctx: BenchContext,
  full: Target,
  twin: Target,
): Promise<Figure[]> {
  // Quick: a second at about a thousand requests a second is plenty for a median.
  const seconds = ctx.quick ? 1 : 4;
  const [onFull, onTwin] = [await scalingRequests(full), await scalingRequests(twin)];
  const figures: Figure[] = [];
  for (const [name, fullNext] of Object.entries(onFull)) {
    const twinNext = onTwin[name];
    if (!twinNext) continue;
    ctx.log(`scaling: ${name}`);
    await load(full.url, fullNext, 1);
    await load(twin.url, twinNext, 1);
    const onBig: Load[] = [];
    const onSmall: Load[] = [];
    for (let round = 0; round < SCALING_ROUNDS; round++) {
      onBig.push(await load(full.url, fullNext, seconds));
      onSmall.push(await load(twin.url, twinNext, seconds));
    }
    const [big, small] = [medianRound(onBig), medianRound(onSmall)];
    const ratio = big.p50 / small.p50;
    const failed = [...onBig, ...onSmall].filter((round) => round.errors > 0);
    const errors = failed.map(errorNote).filter(Boolean).join('; ');
    figures.push({
      section: 'Scaling',
      name: `${name}, p50 at ${thousands(full.seeded.posts)} vs ${thousands(twin.seeded.posts)} posts`,
      value: `${ms(big.p50)} (${thousands(big.rps)} req/s)`,
      baseline: `${ms(small.p50)} (${thousands(small.rps)} req/s)`,
      ratio: `${ratio.toFixed(2)}×`,
      target: { text: '≤ 1.3×', met: ratio <= 1.3 && failed.length === 0 },
      note: [`median of ${SCALING_ROUNDS} alternating rounds of ${seconds} s`, errors]
        .filter(Boolean)
        .join('; '),
    });
  }
  return figures;
}
