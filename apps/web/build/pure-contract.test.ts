import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureDeclarations } from './pure-contract';

const transform = (code: string) =>
  pureDeclarations(
    code,
    parseAst(code) as unknown as Parameters<typeof pureDeclarations>[1],
  )?.toString() ?? null;

describe('pureDeclarations', () => {
  it('wraps each top-level value that calls or reads something in a call marked pure', () => {
    const code = [
      "import { z } from 'zod';",
      "import { PAGE_LIMITS } from './constants';",
      '// A comment with “quotes” and an ellipsis… before the declarations.',
      "export const Id = z.uuid({ message: 'x' });",
      'const LIMITS = { pageMax: PAGE_LIMITS.pageMax }, Page = z.object({ id: Id.optional() });',
      'export { LIMITS, Page };',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        "import { z } from 'zod';",
        "import { PAGE_LIMITS } from './constants';",
        '// A comment with “quotes” and an ellipsis… before the declarations.',
        "export const Id = /* @__PURE__ */ (() => (z.uuid({ message: 'x' })))();",
        'const LIMITS = /* @__PURE__ */ (() => ({ pageMax: PAGE_LIMITS.pageMax }))(), Page = /* @__PURE__ */ (() => (z.object({ id: Id.optional() })))();',
        'export { LIMITS, Page };',
      ].join('\n'),
    );
  });

  it('leaves literals, functions and statements as they are', () => {
    const code = [
      "export const KINDS = ['comment', 'like'];",
      "export const MESSAGES = { heading: 'notifications.heading' };",
      'export const pageLimit = (max) => z.number().max(max);',
      'export function sentence(n) { return n.kind; }',
      'for (const kind of KINDS) MESSAGES[kind] = kind;',
      'function local() { const inner = z.string(); return inner; }',
    ].join('\n');
    expect(transform(code)).toBeNull();
  });

  it('wraps a value that defines a function and calls something', () => {
    expect(transform('export const Body = z.string().refine((s) => s.trim() !== s);')).toBe(
      'export const Body = /* @__PURE__ */ (() => (z.string().refine((s) => s.trim() !== s)))();',
    );
  });
});
