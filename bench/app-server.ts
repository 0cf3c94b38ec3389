/**
 * The server under test: the real app (buildApp, production mode, no demo seed) on the benchmark
 * database, in its own process on a random loopback port (see startServerProcess). With
 * BENCH_SERVER_REDIS_URL it also uses Redis, as a node of a multi-node deployment does.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { reportPortAndCloseOnDisconnect } from './support';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_SERVER_DATABASE_URL is not set');

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.BENCH_SERVER_REDIS_URL,
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  SEED_DEMO: 'false',
  // The benchmarks measure the app, not the per-IP limiter (every request comes from loopback).
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
reportPortAndCloseOnDisconnect(typeof address === 'object' && address ? address.port : 0, () =>
  app.close(),
);
