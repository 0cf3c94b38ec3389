// `npm test`: every check the project has, in order, stopping at the first failure. The build step
// always runs so the end-to-end tests exercise the current code, never a stale bundle.
import { chromiumPath, chromiumProblem, e2ePort, formatDuration, run } from './lib.mjs';

const bin = (name) => `node_modules/.bin/${name}`;

const steps = [
  {
    name: 'lint',
    label: 'Lint, format and boundaries (npm run lint: biome check, then depcruise)',
    run: () => run('npm', ['run', '--silent', 'lint']),
  },
  {
    name: 'typecheck',
    label: 'Types (npm run typecheck)',
    run: () => run('npm', ['run', '--silent', 'typecheck']),
  },
  {
    name: 'unit+integration',
    label: 'Unit and integration tests (vitest run)',
    run: () => run(bin('vitest'), ['run']),
  },
  {
    name: 'chromium',
    label: 'Chromium for the end-to-end tests',
    run: async () => {
      const problem = chromiumProblem();
      if (problem) throw new Error(problem);
      console.log(`Chromium found at ${chromiumPath}.`);
    },
  },
  {
    name: 'build',
    label: 'Build (npm run build)',
    run: () => run('npm', ['run', '--silent', 'build']),
  },
  {
    name: 'e2e',
    label: 'End-to-end tests (playwright test)',
    run: async () => {
      const port = await e2ePort();
      await run(bin('playwright'), ['test'], { env: { ...process.env, E2E_PORT: port } });
    },
  },
];

const started = Date.now();
const done = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ npm test ${index + 1}/${steps.length}: ${step.label} ━━━\n`);
  const stepStarted = Date.now();
  try {
    await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    const passed = done.map((d) => `${d} ✔`).join(', ');
    console.error(
      `\nnpm test FAILED at step ${index + 1}/${steps.length} (${step.name}) after ${formatDuration(Date.now() - started)}` +
        (passed ? `; passed before it: ${passed}` : ''),
    );
    process.exit(1);
  }
  done.push(`${step.name} ${formatDuration(Date.now() - stepStarted)}`);
}
console.log(
  `\nnpm test OK: all ${steps.length} steps succeeded in ${formatDuration(Date.now() - started)} (${done.join(', ')})`,
);
