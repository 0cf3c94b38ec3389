import { configDefaults, defineConfig } from 'vitest/config';

/** What the server's test files need, wherever they run. */
const SERVER = {
  environment: 'node',
  // Against PostgreSQL, migrates the template every test database is copied from.
  globalSetup: ['apps/server/src/test/pg-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/**
 * Server test files that each run in a worker of their own. Load shedding measures the event loop
 * of the worker it runs in; sharing a worker, in the order a fresh clone runs the files (no
 * results cache), it ran that worker out of its 4 GB heap, though the files before it held no
 * more than 90-120 MB.
 */
const OWN_WORKER = ['apps/server/src/plugins/load-shedding.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine, which
    // left part of the second core idle while a file waited on its database, timers or sockets.
    maxWorkers: 2,
    // Worker threads rather than child processes: starting one costs less (the whole run
    // 220 -> 180 s on the idle machine).
    pool: 'threads',
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'i18n',
          include: ['packages/i18n/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Pure web logic (hooks' helpers, formatters, reducers); component tests would need a DOM
        // environment added here first.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Repository tooling: the boundary rules of `npm run lint` proven on their fixtures, what
        // the server's test files sharing a worker must not do (tools/shared-workers), and the
        // end-to-end tests' Chromium features against Playwright's (tools/chromium-features).
        test: {
          name: 'tools',
          include: ['tools/*/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_WORKER],
          // The server's test files share their worker's modules instead of importing the app
          // afresh for each file: importing was half of the server tests' time (the whole run
          // 208 -> 117 s, the PostgreSQL suite 138 -> 72 s, peak RSS about 1 GB). Every file
          // builds its own app on its own database (test/harness.ts), and no test mocks a module
          // or changes the environment, which this sharing would carry into the next file.
          isolate: false,
          ...SERVER,
        },
      },
      {
        test: { name: 'server-own-worker', include: OWN_WORKER, ...SERVER },
      },
    ],
  },
});
