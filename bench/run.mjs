// `npm run bench` (bench/main.ts), `npm run bench:chat` (bench/chat.ts alone) and
// `npm run bench:profile` (bench/profile.ts: where the server's CPU goes under one request): they
// are TypeScript that import the server's code, so they run through tsx. A first argument naming a
// benchmark picks it (`run.mjs chat --quick`); flags go to the benchmark. All three run the built
// server, so each builds first when the build is missing or older than its sources. Not part of
// `npm test` (they create and drop PostgreSQL databases and load the machine for minutes).
// `--no-build` runs the build as it is (e.g. one made under a lock while others edit the sources).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale, run } from '../scripts/lib.mjs';

const BENCHMARKS = { main: './main.ts', chat: './chat.ts', profile: './profile.ts' };
const [first, ...rest] = process.argv.slice(2);
const named = Object.hasOwn(BENCHMARKS, first ?? '');
const name = named ? first : 'main';
const given = named ? rest : process.argv.slice(2);
const args = given.filter((arg) => arg !== '--no-build');

if (!given.includes('--no-build') && buildIsStale()) {
  console.log('[bench] the build is missing or stale: npm run build');
  await run('npm', ['run', 'build']);
}
const script = fileURLToPath(new URL(BENCHMARKS[name], import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
