import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { ClientSocket } from '../realtime/test-socket';
import { adminQuery } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each PostgreSQL test database is copied from (test/pg-template.ts). */
    pgTemplate: string | undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (`drop` empties it
 * and keeps it for the worker's next file, `spare` below), or a uniquely named PostgreSQL
 * database (dropped by `drop`) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<{
  database: Database;
  /** The PostgreSQL URL of the throwaway database; undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!migrate) {
      const database = await openDatabase({ memory: true });
      return { database, url: undefined, drop: () => database.close() };
    }
    const database = spareDatabases.pop() ?? (await migratedPglite());
    return { database, url: undefined, drop: () => spare(database) };
  }
  const name = `ow_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // A copy of the run's migrated template (test/pg-template.ts) when there is one: copying takes a
  // fraction of the time migrating does. Suites without that set-up migrate.
  const template = migrate ? inject('pgTemplate') : undefined;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (migrate && !template) await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * This worker's migrated in-memory PGlite databases whose test files are done with them, emptied
 * for the next file: emptying one takes about 20 ms, loading the copy below about half a second of
 * CPU. The server's test files share their worker's modules (`isolate: false`,
 * vitest.config.ts), this list among them.
 */
const spareDatabases: Database[] = [];

/**
 * Empties a test file's database (every table, identities restarted: as freshly migrated) and
 * keeps it for the next file; closes it instead when it cannot be emptied.
 */
async function spare(database: Database): Promise<void> {
  if (spareDatabases.includes(database)) return;
  try {
    await database.db.execute(sql`
      do $$ begin
        execute (select 'truncate ' || string_agg(format('%I', tablename), ', ')
          || ' restart identity cascade' from pg_tables where schemaname = 'public');
      end $$`);
  } catch {
    await database.close();
    return;
  }
  spareDatabases.push(database);
}

const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A migrated empty in-memory PGlite, loaded from a copy of one kept in the temporary folder:
 * migrating a fresh database takes a second or two, loading the copy a fraction of that. The
 * copy's name is a hash of the migrations, so a new or changed migration makes a new one; a copy
 * that no longer loads (another PGlite version) is made again. It is written under a unique name
 * and then renamed, so test files starting together never read half a copy.
 */
async function migratedPglite(): Promise<Database> {
  const hash = createHash('sha256');
  for (const dir of [migrationsDir, join(migrationsDir, 'meta')]) {
    for (const name of (await readdir(dir)).filter((n) => /\.(sql|json)$/.test(n)).sort()) {
      hash.update(name).update(await readFile(join(dir, name)));
    }
  }
  const file = join(tmpdir(), `one-world-test-db-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) {
    const loaded = await openDatabase({ memory: true, from: new Blob([stored]) }).catch(
      () => undefined,
    );
    if (loaded) return loaded;
  }
  const fresh = await openDatabase({ memory: true });
  await fresh.migrate();
  const dump = await fresh.dump?.();
  if (!dump) throw new Error('an in-memory PGlite gives a copy of its data');
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return fresh;
}

/**
 * The configuration tests run with; override what a test is about. Each configuration has Redis
 * keys and channels of its own (`REDIS_PREFIX`), so apps sharing one Redis, in files running at
 * the same time or one after another in a worker, keep to their own, as two deployments would.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    REDIS_PREFIX: `owtest-${randomBytes(6).toString('hex')}`,
  });
  return { ...base, ...overrides };
}

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database. Call `close` in afterAll. The mail outbox worker does
 * not poll (a test delivers queued mail with `app.mailWorker.runOnce()`) unless `mailWorker`;
 * `onRoute` sees every route as it is registered.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { mailWorker = false, onRoute }: Pick<BuildOptions, 'mailWorker' | 'onRoute'> = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  // Stored images go to a folder of this test app's own, never into the repository's ./data.
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'ow-test-')));
  const app = await buildApp(testConfig({ dataDir, ...overrides }), {
    database,
    mailWorker,
    onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
      if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app listening on a loopback port, for tests that open real sockets. */
export interface ListeningTestApp {
  /** The app (from the calling file's or block's `beforeAll` on). */
  readonly app: App;
  /** Where it listens: http://127.0.0.1:<port>. */
  readonly url: string;
  /** The sockets the tests open, closed before the app is. */
  readonly sockets: ClientSocket[];
}

/**
 * Registers, in the calling file or `describe` block, the hooks that build a test app and start it
 * listening on a loopback port before its tests, and close the sockets they opened, then the app,
 * after them.
 */
export function listeningTestApp(): ListeningTestApp {
  let started: { test: TestApp; url: string } | undefined;
  const sockets: ClientSocket[] = [];
  const running = () => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    const test = await createTestApp();
    started = { test, url: await test.app.listen({ host: '127.0.0.1', port: 0 }) };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await started?.test.close();
  });
  return {
    get app() {
      return running().test.app;
    },
    get url() {
      return running().url;
    },
    sockets,
  };
}
