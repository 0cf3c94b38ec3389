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
 * The features Playwright switches off in Chromium (playwright-core's `chromiumSwitches`), said
 * again here: Chromium reads only the last `--disable-features` of its command line, so the one
 * in `PLAYWRIGHT_CHROMIUM_ARGS` replaces Playwright's. tools/chromium-features checks that this
 * list still holds every feature the installed Playwright switches off.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI that headless Chromium builds for every new window, so for every test's browser
 * context: the address bar's popup, two WebUI pages in a renderer process of their own. No test
 * opens it, and it was a third of Chromium's CPU for each test's page on a slow host (one page
 * loaded in a new context: 3.4 s of Chromium's CPU with it, 2.2 s without; docs/BENCHMARKS.md).
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** How Playwright runs Chromium: `CHROMIUM_ARGS`, without the browser UI no test uses. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];

/**
 * Where the test servers serve axe-core (scripts/e2e-server.mjs, `serveAxe`): a page loads it as a
 * script of its own origin, which the app's Content-Security-Policy allows.
 */
export const AXE_SCRIPT = '/e2e-axe.js';
