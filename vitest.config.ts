import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine, which
    // left part of the second core idle while a file waited on its database, timers or sockets.
    maxWorkers: 2,
    // Worker threads rather than child processes: each test file still gets its own fresh module
    // graph, but starting it costs less (the whole run 220 -> 180 s on the idle machine).
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
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Repository tooling: the boundary rules of `npm run lint` proven on their fixtures.
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
          environment: 'node',
          // Against PostgreSQL, migrates the template every test database is copied from.
          globalSetup: ['apps/server/src/test/pg-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
