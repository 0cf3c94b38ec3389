import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import {
  AXE_SCRIPT,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_PORT,
  PLAYWRIGHT_CHROMIUM_ARGS,
} from './e2e/support/env';

const ci = Boolean(process.env.CI);

// A file only this run's server serves (scripts/e2e-server.mjs writes it into its copy of the
// web build). Playwright waits for it rather than for any health check, so when another run's
// server takes the port first, this run fails at start-up instead of testing that server.
process.env.E2E_RUN_ID ??= randomUUID();
const runMarker = `/e2e-run-${process.env.E2E_RUN_ID}.txt`;

/**
 * End-to-end tests drive Debian's Chromium (never a Playwright-downloaded browser) against the
 * built app, served by scripts/e2e-server.mjs on a fresh temporary database.
 */
export default defineConfig({
  testDir: 'e2e',
  // One folder per server port: Playwright empties its output folder at start, and runs started
  // through the npm scripts at the same time in one checkout get different ports.
  outputDir: `test-results/port-${E2E_PORT}`,
  fullyParallel: false,
  forbidOnly: ci,
  // Never retried, in CI neither: a flaky test must fail and be fixed (README: Hunting flaky tests).
  retries: 0,
  // The machine has two cores; the server shares them with the browsers.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: ci
    ? [['list']]
    : [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A failed test's trace keeps its actions and DOM snapshots, not a screencast: recording the
    // screencast of every test was a quarter of the suite's time (the GPU and browser processes
    // encoding frames), and the failure's own screenshot is kept below. CI records none: a trace
    // is recorded for every test to be kept for a failure, which cost 6–9% of the suite's time
    // (three pairs of runs, docs/BENCHMARKS.md), and CI's clone goes with its traces; a failure
    // there still prints its error and call log, and leaves its screenshot and page snapshot
    // (error-context.md) under test-results/.
    trace: ci ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}${runMarker}`,
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_RUN_MARKER: runMarker,
      E2E_AXE_SCRIPT: AXE_SCRIPT,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    reuseExistingServer: false,
    // Start-up migrates and seeds a fresh database; on a loaded machine that has taken ~50 s.
    timeout: 180_000,
    // Lets the server shut down and scripts/e2e-server.mjs remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
