import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that measure the machine (the overload's capacity and soak, the sign-in timing medians):
 * they run last, one at a time, with nothing else loading the machine.
 */
const ALONE = ['reliability/faults/overload.test.ts', 'reliability/access/rate-limits.test.ts'];

/** What every file needs, wherever it runs. */
const RELIABILITY = {
  // The repository, whatever folder vitest is started from.
  root: fileURLToPath(new URL('..', import.meta.url)),
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
} as const;

/**
 * `npm run test:reliability` (scripts/test-reliability.mjs): the suite that attacks the running
 * product the way load, failures and attackers do (docs/SECURITY.md lists what each file covers).
 * Not part of `npm test`: it starts built servers, throwaway PostgreSQL and Redis servers, and
 * loads the machine. Each file's servers, databases and ports are its own, so the files that
 * only check answers run two at a time (bounds of seconds, not milliseconds); then the `ALONE`
 * ones. The script runs the two projects one after the other, the XSS corpus beside the first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          ...RELIABILITY,
        },
      },
      {
        test: {
          name: 'reliability-alone',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          ...RELIABILITY,
        },
      },
    ],
  },
});
