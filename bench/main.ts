/**
 * `npm run bench` (issue 12): seeds throwaway databases in SQL, starts the built server in its own
 * process and measures every figure beside its baseline from the same run, then writes the
 * "Latest run" table of docs/BENCHMARKS.md and exits 1 when a target was missed or anything failed.
 *
 *   --quick            everything at 1/100 of the data with short phases (under 3 minutes)
 *   --only <section>   one part: http, scaling, memory, chat, startup, web (repeatable)
 *   --write            also write docs/BENCHMARKS.md after --quick or --only (a full run always does)
 *
 * Databases: `ow_bench_*` next to BENCH_DATABASE_URL / DATABASE_URL (bench/support.ts), dropped at
 * the end, also after a failure or Ctrl-C. Chat through two nodes uses BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runChatBench } from './chat';
import { type PgTarget, runHttpBench, runScalingBench, type Target } from './http';
import { runLighthouse } from './lighthouse';
import { runMemorySoak } from './memory';
import type { BenchContext, Figure } from './results';
import { type Seeded, seedPglite, seedPostgres } from './seed';
import { measureStartup } from './startup';
import {
  createThrowawayDatabase,
  log,
  type ServerProcess,
  seconds,
  startBuiltServer,
  startServerProcess,
  type ThrowawayDatabase,
} from './support';
import { measureWebSize } from './web-size';

const SECTIONS = ['http', 'scaling', 'memory', 'chat', 'startup', 'web'] as const;
type Section = (typeof SECTIONS)[number];
const LIGHTHOUSE_PATHS = ['/', '/Climate/Africa', '/inspiration', '/shop'];
const DOC = fileURLToPath(new URL('../docs/BENCHMARKS.md', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    write: { type: 'boolean', default: false },
  },
});
const unknown = (flags.only ?? []).filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(', ')}; one of ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const sections = new Set<Section>((flags.only as Section[] | undefined) ?? SECTIONS);
const ctx: BenchContext = { quick: flags.quick, log };
/** The main database's scale; its twin (for the scaling figures) and PGlite are smaller. */
const SCALE = ctx.quick ? 0.01 : 1;

const failed = (section: string, err: unknown): Figure => ({
  section,
  name: 'run',
  value: 'failed',
  target: { text: 'no error', met: false },
  note: err instanceof Error ? err.message : String(err),
});

async function machine(databaseUrl: string | undefined) {
  let postgres = 'not used';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      postgres = `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
    } finally {
      await client.end();
    }
  }
  const cpu = cpus();
  return {
    cpu: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GB`,
    node: process.version,
    postgres,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

const cell = (text: string | undefined) => (text ?? '').replaceAll('|', '\\|');

/** A Markdown table with padded columns, as the repository's formatter (Biome) writes them. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${widths.map((width, i) => (cells[i] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function report(figures: Figure[], about: Awaited<ReturnType<typeof machine>>, took: string) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const rows = figures.map((f) =>
    [
      f.section,
      f.name,
      f.value,
      f.baseline,
      f.ratio,
      f.target?.text,
      f.target ? (f.target.met ? '✔' : '✘') : '',
      f.note,
    ].map(cell),
  );
  return [
    START,
    '',
    `## Latest run${ctx.quick ? ' (quick: 1/100 of the data, short phases)' : ''}`,
    '',
    `${date} UTC · ${about.cpu} · ${about.memory} RAM · Node ${about.node} · ${about.postgres} · ` +
      `load average before the run ${about.load} · took ${took}` +
      (sections.size < SECTIONS.length ? ` · only ${[...sections].join(', ')}` : ''),
    '',
    ...markdownTable(
      ['section', 'figure', 'value', 'baseline', 'ratio', 'target', 'met', 'note'],
      rows,
    ),
    '',
    END,
  ].join('\n');
}

function writeReport(table: string) {
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + table + doc.slice(end + END.length)
      : doc.replace(/^(# .*\n)/, `$1\n${table}\n`);
  writeFileSync(DOC, next);
}

async function main(): Promise<number> {
  const started = performance.now();
  const about = await machine(
    process.env.BENCH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  log(`${ctx.quick ? 'quick' : 'full'} run: ${[...sections].join(', ')}; load ${about.load}`);
  const figures: Figure[] = [];
  /** How long each part took (seeding included), for the report's header. */
  const timings: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  const attempt = async (section: string, part: () => Promise<Figure[]>) => {
    const partStarted = performance.now();
    try {
      figures.push(...(await part()));
    } catch (err) {
      log(`${section} failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
      figures.push(failed(section, err));
    }
    timings.push(`${section.toLowerCase()} ${seconds(partStarted)}`);
  };

  try {
    const needsPg = ['http', 'scaling', 'memory'].some((s) => sections.has(s as Section));
    let primary: { database: ThrowawayDatabase; seeded: Seeded } | undefined;
    if (needsPg) {
      const seedStarted = performance.now();
      const database = await createThrowawayDatabase();
      cleanups.push(() => database.drop());
      primary = { database, seeded: await seedPostgres(database, SCALE) };
      timings.push(`seed ${seconds(seedStarted)}`);
    }

    let h: ServerProcess | undefined;
    if (sections.has('http') || sections.has('scaling')) {
      h = await startServerProcess(new URL('./baseline-server.ts', import.meta.url), {});
      cleanups.push(() => h?.stop() ?? Promise.resolve());
    }
    const start = async (env: Record<string, string | undefined>) => {
      const server = await startBuiltServer(env);
      cleanups.push(() => server.stop());
      return server;
    };

    // Before the HTTP figures: their comments land on the full database's newest posts, the
    // pages the scaling figures read, and its twin would no longer be the same data at 1/100.
    if (sections.has('scaling') && primary) {
      const { database, seeded } = primary;
      await attempt('Scaling', async () => {
        const twinDatabase = await createThrowawayDatabase();
        cleanups.push(() => twinDatabase.drop());
        const twinSeeded = await seedPostgres(twinDatabase, SCALE / 100);
        const full = await start({ DATABASE_URL: database.url });
        const twin = await start({ DATABASE_URL: twinDatabase.url });
        const result = await runScalingBench(
          ctx,
          { url: full.url, seeded },
          { url: twin.url, seeded: twinSeeded },
        );
        await twin.stop();
        await full.stop();
        return result;
      });
    }
    if (sections.has('http') && primary && h) {
      const { database, seeded } = primary;
      const hUrl = `http://127.0.0.1:${h.port}`;
      await attempt('HTTP', async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'ow-bench-pglite-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const pgliteSeeded = await seedPglite(dataDir, SCALE / 10);
        const pgServer = await start({ DATABASE_URL: database.url });
        const pgliteServer = await start({ DATA_DIR: dataDir });
        const pgTarget: PgTarget = {
          url: pgServer.url,
          seeded,
          databaseUrl: database.url,
          pid: pgServer.pid,
        };
        const pgliteTarget: Target = { url: pgliteServer.url, seeded: pgliteSeeded };
        const result = await runHttpBench(ctx, hUrl, pgTarget, pgliteTarget);
        await pgliteServer.stop();
        await pgServer.stop();
        return result;
      });
    }

    await h?.stop();

    if (sections.has('memory') && primary) {
      const { database, seeded } = primary;
      await attempt('Memory', () => runMemorySoak(ctx, database.url, seeded));
    }
    if (primary) await primary.database.drop();

    if (sections.has('chat')) {
      await attempt('Chat', () => runChatBench(ctx, {}));
      const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
      await attempt('Chat', () => runChatBench(ctx, { redisUrl }));
    }

    if (sections.has('startup')) await attempt('Start-up', () => measureStartup(ctx));

    if (sections.has('web')) {
      await attempt('Web', () => measureWebSize(ctx, WEB_DIST));
      await attempt('Web', async () => {
        // Demo content on PGlite, as a fresh `npm start` serves it.
        const dataDir = await mkdtemp(join(tmpdir(), 'ow-bench-web-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
        const { articles } = (await (await fetch(`${server.url}/api/article`)).json()) as {
          articles: { _id: string }[];
        };
        const article = articles[0]?._id;
        const paths = article ? [...LIGHTHOUSE_PATHS, `/inspiration/${article}`] : LIGHTHOUSE_PATHS;
        const result = await runLighthouse(ctx, server.url, paths);
        await server.stop();
        return result;
      });
    }
  } catch (err) {
    log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
    figures.push(failed('Run', err));
  } finally {
    await cleanUp();
  }

  const took = seconds(started);
  const table = report(figures, about, `${took} (${timings.join(', ')})`);
  console.log(`\n${table}\n`);
  if (!ctx.quick && sections.size === SECTIONS.length) writeReport(table);
  else if (flags.write) writeReport(table);
  else log('not written to docs/BENCHMARKS.md (--quick or --only; add --write to write it)');
  const missed = figures.filter((f) => f.target && !f.target.met);
  log(`${figures.length} figures, ${missed.length} missed or failed; took ${took}`);
  return missed.length > 0 ? 1 : 0;
}

process.exitCode = await main();
