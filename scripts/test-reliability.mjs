// `npm run test:reliability [-- vitest args]`: the reliability and security suite (reliability/,
// docs/SECURITY.md): faults, bad input and access in vitest, and the XSS corpus in Chromium. It
// runs against the built server, so it builds first when the build is missing or older than its
// sources. All traffic stays on loopback; the servers it starts (the app, a throwaway PostgreSQL
// and Redis) are its own and are stopped at the end.
//
// The files that only check answers (vitest's `reliability` project) and the XSS corpus run side
// by side, the corpus's output held and printed whole when it ends; then the files that measure
// the machine (`reliability-alone`, reliability/vitest.config.ts), with nothing else running.
import { buildIsStale, formatDuration, requireChromium, run, runHeld } from './lib.mjs';

const vitest = (project) =>
  run('node_modules/.bin/vitest', [
    'run',
    '--config',
    'reliability/vitest.config.ts',
    '--project',
    project,
    // A file named on the command line may belong to the other project.
    '--passWithNoTests',
    ...process.argv.slice(2),
  ]);

const started = Date.now();
try {
  requireChromium();
  if (buildIsStale()) {
    console.log('[reliability] the build is missing or stale: npm run build');
    await run('npm', ['run', '--silent', 'build']);
  }
  const beside = await Promise.allSettled([
    vitest('reliability'),
    runHeld(
      '[reliability] the XSS corpus in Chromium (run beside the files above):',
      'node_modules/.bin/playwright',
      ['test', '-c', 'reliability/input/playwright.config.ts'],
    ),
  ]);
  const failed = beside.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  await vitest('reliability-alone');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\nnpm run test:reliability FAILED after ${formatDuration(Date.now() - started)}`);
  process.exit(1);
}
console.log(`\nnpm run test:reliability OK in ${formatDuration(Date.now() - started)}`);
