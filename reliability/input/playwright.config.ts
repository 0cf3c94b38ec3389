import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, PLAYWRIGHT_CHROMIUM_ARGS } from '../../e2e/support/env';

/**
 * The XSS corpus of the reliability suite (xss.spec.ts): Debian's Chromium against the built app,
 * served by scripts/e2e-server.mjs on a fresh temporary database, on a port of its own (4631 by
 * default, XSS_PORT to change it) so it never meets the e2e run's server.
 */
const port = Number(process.env.XSS_PORT ?? 4631);
const baseURL = `http://127.0.0.1:${port}`;
// Waited for instead of a health check: only this run's server serves it (see playwright.config.ts).
const runMarker = `/xss-run-${randomUUID()}.txt`;

export default defineConfig({
  testDir: '.',
  testMatch: 'xss.spec.ts',
  outputDir: `../../test-results/xss-port-${port}`,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // As in the main config: actions and DOM snapshots, no screencast (it costs CPU for nothing),
    // and none in CI, whose clone goes with them.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `${baseURL}${runMarker}`,
    env: {
      E2E_PORT: String(port),
      E2E_RUN_MARKER: runMarker,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
