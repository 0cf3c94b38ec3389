// `npm run test:integration:pg [-- vitest args]`: the server's integration tests against a real
// PostgreSQL (a throwaway database per test file) and Redis, as run by several production nodes.
import { createConnection } from 'node:net';
import { run } from './lib.mjs';

const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Resolves when something accepts TCP connections at the URL's host and port. */
function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The URL without its password, safe to print. */
function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const services = [
  { name: 'PostgreSQL', variable: 'TEST_DATABASE_URL', url: databaseUrl, port: 5432 },
  { name: 'Redis', variable: 'TEST_REDIS_URL', url: redisUrl, port: 6379 },
];
let missing = false;
for (const service of services) {
  if (await reachable(service.url, service.port)) {
    console.log(`${service.name}: ${redact(service.url)}`);
  } else {
    missing = true;
    console.error(
      `${service.name} is not reachable at ${redact(service.url)}. Start it, or point ` +
        `${service.variable} at a running ${service.name}, then run npm run test:integration:pg again.`,
    );
  }
}
if (missing) process.exit(1);

// Two files at a time (vitest.config.ts): each file's apps keep to Redis keys and channels of
// their own (REDIS_PREFIX, test/harness.ts), and each file's database is copied from a migrated
// template (apps/server/src/test/pg-template.ts), not migrated again.
const vitestArgs = ['run', '--project', 'server*', ...process.argv.slice(2)];
try {
  await run('node_modules/.bin/vitest', vitestArgs, {
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl },
  });
} catch {
  process.exit(1);
}
