/**
 * Board endpoint benchmark (issue 3): GET /api/posts on PostgreSQL with ≥ 1,000,000 posts.
 *
 * 1. creates a throwaway database next to BENCH_DATABASE_URL / DATABASE_URL (an admin URL,
 *    default postgres://postgres@127.0.0.1:5432/postgres) and applies the real migrations;
 * 2. seeds users, posts, likes and comments in SQL with generate_series (secondary indexes are
 *    dropped for the bulk load and rebuilt from their migration definitions afterwards);
 * 3. starts the real app in a child process on a random loopback port;
 * 4. fires a bounded number of requests per scenario with bounded concurrency and reports
 *    p50/p95/p99 latency and throughput;
 * 5. prints EXPLAIN ANALYZE of the queries a board page runs, captured from the repository;
 * 6. drops the database, also when something fails.
 *
 * Run with `npm run bench`. Knobs: BENCH_POSTS (default 1000000), BENCH_REQUESTS per scenario
 * (default 1000), BENCH_CONCURRENCY (default 8).
 */
import { cpus } from 'node:os';
import { CATEGORIES, type Category, REGIONS, type Region } from '@one-world/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { EventBus } from '../apps/server/src/events/event-bus';
import { systemClock } from '../apps/server/src/lib/clock';
import { encodeCursor } from '../apps/server/src/lib/keyset-cursor';
import type { Actor } from '../apps/server/src/lib/policy';
import { postsService } from '../apps/server/src/modules/posts/posts.service';
import {
  createThrowawayDatabase,
  log,
  percentile,
  type ServerProcess,
  seconds,
  startServerProcess,
} from './support';

const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const USERS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = 50;
/** How far into a board the deep-page scenarios start, as shares of the board's posts. */
const DEEP_SHARES = [0.1, 0.4, 0.75];

const sqlList = (values: readonly (string | null)[]) =>
  values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(', ');

/** Bulk data in SQL. Secondary indexes are rebuilt once at the end, which is far faster. */
async function seed(pool: pg.Pool): Promise<void> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('SET synchronous_commit = off');
    await client.query("SET maintenance_work_mem = '256MB'");
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename in ('posts', 'likes', 'comments')
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);

    await client.query(
      `INSERT INTO users (name, email, password_hash, status_badge)
       SELECT 'Bench member ' || g, 'bench' || g || '@bench.example.org', '!',
              (ARRAY[NULL, 'Warrior', 'Legend'])[1 + g % 3]
       FROM generate_series(0, $1 - 1) g`,
      [USERS],
    );
    await client.query(
      `CREATE TEMP TABLE bench_users AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM users`,
    );
    await client.query('CREATE UNIQUE INDEX ON bench_users (n)');
    // g = 1 is the newest post; one post per second backwards. Topic cycles with g, region with
    // g / 5, so every topic has every region (and no region) in equal shares.
    await client.query(
      `CREATE TEMP TABLE bench_posts AS
       SELECT g, gen_random_uuid() AS id FROM generate_series(1, $1) g`,
      [POSTS],
    );
    await client.query('CREATE UNIQUE INDEX ON bench_posts (g)');
    await client.query(
      `INSERT INTO posts (id, user_id, title, content, post_category, region, created_at)
       SELECT p.id, u.id, 'Bench post ' || p.g,
              'Discussing possible solutions together, kindly and respectfully. ' || p.g,
              (ARRAY[${sqlList(CATEGORIES)}])[1 + p.g % 5],
              (ARRAY[${sqlList([null, ...REGIONS])}])[1 + (p.g / 5) % 7],
              date_trunc('second', now()) - p.g * interval '1 second'
       FROM bench_posts p JOIN bench_users u ON u.n = p.g % ${USERS}`,
    );
    log(`posts inserted (${seconds(started)})`);
    // Five likes on each of the newest 200,000 posts, a thousand on the newest 100 (hot posts).
    await client.query(
      `INSERT INTO likes (post_id, user_id)
       SELECT p.id, u.id FROM bench_posts p
       CROSS JOIN generate_series(0, 4) k
       JOIN bench_users u ON u.n = (p.g * 7 + k * 1999) % ${USERS}
       WHERE p.g <= 200000
       ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO likes (post_id, user_id)
       SELECT p.id, u.id FROM bench_posts p
       CROSS JOIN generate_series(0, 999) k
       JOIN bench_users u ON u.n = (p.g + k * 7) % ${USERS}
       WHERE p.g <= 100
       ON CONFLICT DO NOTHING`,
    );
    // Four comments on every other post among the newest 100,000; 500 on the newest 100.
    await client.query(
      `INSERT INTO comments (post_id, user_id, content, created_at)
       SELECT p.id, u.id, 'A thoughtful reply number ' || k, now() - p.g * interval '1 second' + k * interval '1 ms'
       FROM bench_posts p
       CROSS JOIN generate_series(1, 4) k
       JOIN bench_users u ON u.n = (p.g * 13 + k) % ${USERS}
       WHERE p.g <= 100000 AND p.g % 2 = 0`,
    );
    await client.query(
      `INSERT INTO comments (post_id, user_id, content, created_at)
       SELECT p.id, u.id, 'A reply on a hot post ' || k, now() - p.g * interval '1 second' + k * interval '1 ms'
       FROM bench_posts p
       CROSS JOIN generate_series(1, 500) k
       JOIN bench_users u ON u.n = (p.g * 13 + k) % ${USERS}
       WHERE p.g <= 100`,
    );
    await client.query(
      `UPDATE posts p SET like_count = c.n
       FROM (SELECT post_id, count(*)::int AS n FROM likes GROUP BY post_id) c WHERE p.id = c.post_id`,
    );
    await client.query(
      `UPDATE posts p SET comment_count = c.n
       FROM (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) c WHERE p.id = c.post_id`,
    );
    log(`likes and comments inserted, counters set (${seconds(started)})`);
    for (const { indexdef } of indexes) await client.query(indexdef);
    log(`indexes rebuilt (${seconds(started)})`);
    await client.query('VACUUM ANALYZE users, posts, likes, comments');
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from posts) as posts, (select count(*) from likes) as likes,
              (select count(*) from comments) as comments, (select count(*) from users) as users,
              pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    log(`seeded ${JSON.stringify(rows[0])} in ${seconds(started)}`);
  } finally {
    client.release();
  }
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

/**
 * Runs `count` requests with at most CONCURRENCY in flight. `next(i)` gives the i-th path;
 * `onBody` may read the answer (the scroll scenario follows nextCursor).
 */
async function scenario(
  name: string,
  base: string,
  next: (i: number, worker: number) => string,
  options: {
    headers?: Record<string, string>;
    onBody?: (worker: number, body: unknown) => void;
  } = {},
): Promise<Result> {
  const run = async (count: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let issued = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (issued < count) {
          const i = issued++;
          const t0 = performance.now();
          const res = await fetch(base + next(i, worker), { headers: options.headers });
          const body = await res.json();
          const elapsed = performance.now() - t0;
          if (res.status !== 200) errors++;
          else options.onBody?.(worker, body);
          if (record) latencies.push(elapsed);
        }
      }),
    );
    return { latencies, errors, wall: performance.now() - started };
  };
  await run(WARMUP, false);
  const { latencies, errors, wall } = await run(REQUESTS, true);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    rps: (latencies.length / wall) * 1000,
  };
}

function printResults(results: Result[]) {
  const ms = (n: number) => n.toFixed(1);
  console.log('\n| scenario | requests | errors | p50 ms | p95 ms | p99 ms | max ms | req/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.rps.toFixed(0)} |`,
    );
  }
  console.log('');
}

/** Keysets deep inside a board, found once with OFFSET so the measured requests need none. */
async function deepCursors(pool: pg.Pool, region: boolean): Promise<string[]> {
  const cursors: string[] = [];
  for (const [i, category] of CATEGORIES.entries()) {
    const regionValue = REGIONS[i % REGIONS.length] as Region;
    // A region board holds 2/7 of its topic (its region plus the region-less posts).
    const boardSize = region ? (POSTS / 5) * (2 / 7) : POSTS / 5;
    for (const share of DEEP_SHARES) {
      const depth = Math.floor(boardSize * share);
      const { rows } = await pool.query<{ created_at: Date; id: string }>(
        region
          ? `select created_at, id from posts where post_category = $1
             and (region = $2 or region is null)
             order by created_at desc, id desc offset $3 limit 1`
          : `select created_at, id from posts where post_category = $1
             order by created_at desc, id desc offset $2 limit 1`,
        region ? [category, regionValue, depth] : [category, depth],
      );
      const row = rows[0];
      if (row)
        cursors.push(
          `${category}|${regionValue}|${encodeCursor({ createdAt: row.created_at, id: row.id })}`,
        );
    }
  }
  return cursors;
}

/** EXPLAIN ANALYZE of the exact statements the repository sends for a board page. */
async function explainBoard(
  pool: pg.Pool,
  label: string,
  query: Parameters<ReturnType<typeof postsService>['listBoard']>[0],
  viewerId: string | null,
) {
  const actor: Actor | null = viewerId ? { id: viewerId, role: 'member' } : null;
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const events = new EventBus((err) => console.error(err));
  await postsService({ db, events, clock: systemClock }).listBoard(query, actor);
  for (const [i, { sql, params }] of captured.entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
      params,
    );
    console.log(`\n--- ${label}, query ${i + 1} of ${captured.length} ---\n${sql}\n`);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}

async function main() {
  const started = performance.now();
  const database = await createThrowawayDatabase();
  log(`database ${database.name} on ${database.host}; ${POSTS} posts; ${cpus().length} CPUs`);
  let server: ServerProcess | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    await seed(pool);

    server = await startServerProcess(new URL('./app-server.ts', import.meta.url), {
      BENCH_SERVER_DATABASE_URL: database.url,
    });
    const base = `http://127.0.0.1:${server.port}`;
    log(`server listening on ${base}`);

    const signUp = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench viewer',
        email: 'viewer@bench.example.org',
        password: 'Bench123',
      }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const viewer = ((await signUp.json()) as { _id: string })._id;
    // The viewer likes a slice of the newest posts, so likedByUser is true on some rows.
    await pool.query(
      `with liked as (
         insert into likes (post_id, user_id)
         select id, $1 from posts order by created_at desc limit 500
         returning post_id
       )
       update posts set like_count = like_count + 1 where id in (select post_id from liked)`,
      [viewer],
    );

    const category = (i: number) => CATEGORIES[i % CATEGORIES.length] as Category;
    const region = (i: number) =>
      REGIONS[Math.floor(i / CATEGORIES.length) % REGIONS.length] as Region;
    const deepBare = await deepCursors(pool, false);
    const deepRegion = await deepCursors(pool, true);
    const deepPath = (cursors: string[], withRegion: boolean) => (i: number) => {
      const [c, r, cursor] = (cursors[i % cursors.length] ?? '').split('|');
      return `/api/posts?category=${c}${withRegion ? `&region=${r}` : ''}&cursor=${cursor}`;
    };
    const scrollCursor = new Map<number, string | null>();

    // Warm the server's JIT and PostgreSQL's caches on a mix of every scenario's requests.
    await scenario('warm-up', base, (i) =>
      i % 2 === 0
        ? `/api/posts?category=${category(i)}&region=${region(i)}`
        : deepPath(deepBare, false)(i),
    );

    const results: Result[] = [];
    results.push(
      await scenario('topic, page 1', base, (i) => `/api/posts?category=${category(i)}`),
    );
    results.push(
      await scenario(
        'topic + region, page 1',
        base,
        (i) => `/api/posts?category=${category(i)}&region=${region(i)}`,
      ),
    );
    results.push(
      await scenario(
        'topic + region, page 1, signed in',
        base,
        (i) => `/api/posts?category=${category(i)}&region=${region(i)}`,
        { headers: { cookie } },
      ),
    );
    results.push(
      await scenario(
        'topic + region, limit 50',
        base,
        (i) => `/api/posts?category=${category(i)}&region=${region(i)}&limit=50`,
      ),
    );
    results.push(await scenario('topic, deep cursor (10–75% in)', base, deepPath(deepBare, false)));
    results.push(
      await scenario('topic + region, deep cursor (10–75% in)', base, deepPath(deepRegion, true)),
    );
    results.push(
      await scenario(
        'scroll: follow nextCursor (8 readers)',
        base,
        (_, worker) => {
          const cursor = scrollCursor.get(worker);
          return `/api/posts?category=${category(worker)}&region=${region(worker)}${cursor ? `&cursor=${cursor}` : ''}`;
        },
        {
          onBody: (worker, body) =>
            scrollCursor.set(worker, (body as { nextCursor: string | null }).nextCursor),
        },
      ),
    );
    printResults(results);

    await explainBoard(
      pool,
      'topic board (Climate), page 1, visitor',
      { category: 'Climate', limit: 10 },
      null,
    );
    await explainBoard(
      pool,
      'topic + region board (Climate, Asia), page 1, signed in',
      { category: 'Climate', region: 'Asia', limit: 10 },
      viewer,
    );
    const deep = (deepRegion[4] ?? '').split('|');
    await explainBoard(
      pool,
      `topic + region board (${deep[0]}, ${deep[1]}), deep cursor`,
      { category: deep[0] as Category, region: deep[1] as Region, limit: 10, cursor: deep[2] },
      null,
    );
  } finally {
    await server?.stop();
    await pool.end();
    await database.drop();
    log(`dropped ${database.name}; total ${seconds(started)}`);
  }
}

await main();
