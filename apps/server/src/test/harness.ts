import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a uniquely named
 * PostgreSQL database (dropped by `drop`) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<{
  database: Database;
  /** The PostgreSQL URL of the throwaway database; undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    if (migrate) await database.migrate();
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `ow_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (migrate) await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The configuration tests run with; override what a test is about. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
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
 * not poll (a test delivers queued mail with `app.mailWorker.runOnce()`) unless `mailWorker`.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { mailWorker = false } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  // Stored images go to a folder of this test app's own, never into the repository's ./data.
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'ow-test-')));
  const app = await buildApp(testConfig({ dataDir, ...overrides }), { database, mailWorker });
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
