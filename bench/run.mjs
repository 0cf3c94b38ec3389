// `npm run bench` and `npm run bench:chat`: the benchmarks are TypeScript that import the server's
// code, so they run through tsx. A first argument naming a benchmark picks it (`run.mjs chat
// --quick`); without one it is the board benchmark. Not part of `npm test` (they create and drop
// PostgreSQL databases and load the machine for minutes).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = { boards: './boards.ts', chat: './chat.ts' };
const [first, ...rest] = process.argv.slice(2);
const named = Object.hasOwn(BENCHMARKS, first ?? '');
const script = fileURLToPath(new URL(BENCHMARKS[named ? first : 'boards'], import.meta.url));
const args = named ? rest : process.argv.slice(2);

const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
