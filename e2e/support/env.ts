/** The port the e2e server listens on; uncommon so it does not clash with `npm start` or dev. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The admin the e2e server seeds (scripts/e2e-server.mjs passes these to the server). */
export const E2E_ADMIN = {
  email: 'admin@oneworld.test',
  password: 'E2e-Admin-Password1',
} as const;

/**
 * How Debian's Chromium runs headless here, for Playwright and the benchmark's Lighthouse alike:
 * no sandbox (root in CI), no GPU, and none of the background traffic to Google's services.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where the test servers serve axe-core (scripts/e2e-server.mjs, `serveAxe`): a page loads it as a
 * script of its own origin, which the app's Content-Security-Policy allows.
 */
export const AXE_SCRIPT = '/e2e-axe.js';
