/**
 * The server under test, in its own process so the load generator does not share its event loop:
 * the real app (buildApp) on the benchmark database, listening on a random loopback port. The
 * port is reported to the parent over IPC.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('start me through bench/boards.ts');

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  SEED_DEMO: 'false',
  // The benchmark measures the board, not the per-IP limiter (every request comes from loopback).
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
