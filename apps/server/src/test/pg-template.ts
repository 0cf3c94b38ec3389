import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminQuery } from './pg-admin';

/**
 * The server project's global set-up. Against PostgreSQL (TEST_DATABASE_URL) it migrates one
 * database of this run's own, which `createTestDatabase` copies (CREATE DATABASE … TEMPLATE) for
 * every test file instead of running all the migrations again in each; it is dropped when the
 * run ends. Its name is unique to the run, so a run never uses what an earlier one left.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplate', undefined);
  if (!adminUrl) return;
  const name = `ow_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: CREATE DATABASE refuses a template that has connections.
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('pgTemplate', name);
  return drop;
}
