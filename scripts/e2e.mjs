// `npm run test:e2e [-- playwright args]`: checks Chromium, builds the current code, then runs
// Playwright, e.g. `npm run test:e2e -- e2e/smoke.spec.ts` or `-- -g "sign in"`.
import { e2ePort, requireChromium, run } from './lib.mjs';

requireChromium();
try {
  await run('npm', ['run', '--silent', 'build']);
  const port = await e2ePort();
  await run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_PORT: port },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
