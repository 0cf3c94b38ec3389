import pg from 'pg';

/**
 * Runs one statement (CREATE or DROP DATABASE) on its own connection to `adminUrl`: the test
 * databases (harness.ts, pg-template.ts) and the benchmarks' throwaway ones (bench/support.ts).
 */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
