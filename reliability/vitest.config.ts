import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (scripts/test-reliability.mjs): the suite that attacks the running
 * product the way load, failures and attackers do (docs/SECURITY.md lists what each file covers).
 * Not part of `npm test`: it starts built servers, throwaway PostgreSQL and Redis servers, and
 * loads the machine. Files run one at a time, so their servers and load never overlap.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    // The repository, whatever folder vitest is started from.
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
