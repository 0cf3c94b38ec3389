// `npm run bench`: the benchmarks are TypeScript that import the server's code, so they run
// through tsx. Not part of `npm test` (it creates and drops a large PostgreSQL database).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./boards.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
