// `npm run test:reliability [-- vitest args]`: the reliability and security suite (reliability/,
// docs/SECURITY.md): faults, bad input and access in vitest, then the XSS corpus in Chromium. It
// runs against the built server, so it builds first when the build is missing or older than its
// sources. All traffic stays on loopback; the servers it starts (the app, a throwaway PostgreSQL
// and Redis) are its own and are stopped at the end.
import { buildIsStale, formatDuration, requireChromium, run } from './lib.mjs';

const started = Date.now();
try {
  requireChromium();
  if (buildIsStale()) {
    console.log('[reliability] the build is missing or stale: npm run build');
    await run('npm', ['run', '--silent', 'build']);
  }
  await run('node_modules/.bin/vitest', [
    'run',
    '--config',
    'reliability/vitest.config.ts',
    ...process.argv.slice(2),
  ]);
  await run('node_modules/.bin/playwright', [
    'test',
    '-c',
    'reliability/input/playwright.config.ts',
  ]);
} catch {
  console.error(`\nnpm run test:reliability FAILED after ${formatDuration(Date.now() - started)}`);
  process.exit(1);
}
console.log(`\nnpm run test:reliability OK in ${formatDuration(Date.now() - started)}`);
