// The server's test files share their worker's modules (`isolate: false` in vitest.config.ts): a
// file that mocked a module, spied on or stubbed something shared, faked the timers or changed the
// environment would change what every later file in that worker runs. This holds them to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverSrc = join(root, 'apps/server/src');

/** What a file sharing its worker must not do, each with the way to do without it. */
const FORBIDDEN: { pattern: RegExp; instead: string }[] = [
  {
    // Across lines too: the formatter may put `.spyOn(` on the line after `vi`.
    pattern: /\bvi\s*\.\s*(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/g,
    instead: 'give the code under test its dependency (a fake server, a clock) through the app',
  },
  {
    pattern: /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env\b/g,
    instead: 'pass settings to createTestApp instead of changing process.env',
  },
];

/** The server's test files and the test support they share. */
function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testSources(path);
    const support = relative(serverSrc, dir).split('/')[0] === 'test';
    return entry.name.endsWith('.test.ts') || (support && entry.name.endsWith('.ts')) ? [path] : [];
  });
}

describe('server test files that share a worker', () => {
  it('mock no module and change no shared state', () => {
    const found = testSources(serverSrc).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.flatMap(({ pattern, instead }) =>
        [...text.matchAll(pattern)].map((match) => {
          const line = text.slice(0, match.index).split('\n').length;
          return `${relative(root, file)}:${line}: ${match[0].replace(/\s+/g, '')} (${instead})`;
        }),
      );
    });
    expect(found).toEqual([]);
  });

  it('catch what they look for', () => {
    const caught = (text: string) =>
      FORBIDDEN.some(({ pattern }) => [...text.matchAll(pattern)].length > 0);
    expect(caught("vi.mock('../db/client');")).toBe(true);
    expect(caught('vi.useFakeTimers();')).toBe(true);
    expect(caught("const spy = vi\n      .spyOn(app.ctx.db, 'transaction')")).toBe(true);
    expect(caught("process.env.DATABASE_URL = 'x';")).toBe(true);
    expect(caught("process.env['LOG_LEVEL'] = 'debug';")).toBe(true);
    expect(caught('delete process.env.REDIS_URL;')).toBe(true);
    expect(caught('const adminUrl = process.env.TEST_DATABASE_URL;')).toBe(false);
    expect(caught("if (process.env.CI === 'true') return;")).toBe(false);
    expect(caught('const log = { warn: vi.fn() };')).toBe(false);
  });
});
