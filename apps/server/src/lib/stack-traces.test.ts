import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A bundle built as build.mjs builds the server's (ESM, for Node, its source map beside it) and
// run by Node itself: under vitest, modules run transformed, so their frames' lines differ.
const THROWER = `export function fail(): never {
  const detail = 'planted';
  throw new TypeError(\`a \${detail} failure\`);
}

export function captured(): string | undefined {
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder);
  return holder.stack;
}
`;

const ENTRY = `import { mapStackTracesLazily } from ${JSON.stringify(join(import.meta.dirname, 'stack-traces.ts'))};
import { captured, fail } from './thrower.ts';

mapStackTracesLazily(import.meta.url);
let thrown = '';
try {
  fail();
} catch (error) {
  thrown = (error as Error).stack ?? '';
}
console.log(JSON.stringify({ thrown, captured: captured() }));
`;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ow-stack-traces-'));
  await writeFile(join(dir, 'thrower.ts'), THROWER);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * Builds the entry (with or without its source map, whose sources `renameSource` may rewrite) and
 * runs it: what it printed.
 */
async function run(name: string, sourcemap: boolean, renameSource?: (source: string) => string) {
  await writeFile(join(dir, `${name}.ts`), ENTRY);
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(dir, `${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap,
    logLevel: 'silent',
  });
  if (renameSource) {
    const map = JSON.parse(await readFile(`${outfile}.map`, 'utf8')) as { sources: string[] };
    map.sources = map.sources.map(renameSource);
    await writeFile(`${outfile}.map`, JSON.stringify(map));
  }
  const { stdout } = await promisify(execFile)(process.execPath, [outfile]);
  return JSON.parse(stdout) as { thrown: string; captured: string };
}

describe('mapStackTracesLazily', () => {
  it('names the TypeScript source, line and column of the bundle’s frames', async () => {
    const { thrown, captured } = await run('mapped', true);
    const source = join(dir, 'thrower.ts');
    expect(thrown.split('\n').slice(0, 2)).toEqual([
      'TypeError: a planted failure',
      `    at fail (${source}:3:9)`,
    ]);
    expect(thrown).toContain(`${join(dir, 'mapped.ts')}:`);
    expect(thrown).not.toContain('.mjs');
    // An object's captured stack starts as V8 writes it.
    expect(captured.split('\n').slice(0, 2)).toEqual(['Error', `    at captured (${source}:8:9)`]);
  });

  it('names a source the map gives as an address other than a file by that address', async () => {
    const { thrown } = await run('addressed', true, (source) =>
      source.endsWith('thrower.ts') ? 'webpack://one-world/thrower.ts' : source,
    );
    expect(thrown.split('\n').slice(0, 2)).toEqual([
      'TypeError: a planted failure',
      '    at fail (webpack://one-world/thrower.ts:3:9)',
    ]);
  });

  it('leaves stack traces as V8 writes them without a map beside the bundle', async () => {
    const { thrown } = await run('unmapped', false);
    expect(thrown.split('\n')[1]).toMatch(/^ {4}at fail \(file:\/\/.*\/unmapped\.mjs:\d+:\d+\)$/);
  });
});
