import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The server's integration tests wait on their databases, sockets and timers more than they
    // compute: one worker per core but one (Vitest's default, so a single one on the CI's two
    // cores) left a core idle; three keep both busy (server suite 3m35s → 2m42s).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
