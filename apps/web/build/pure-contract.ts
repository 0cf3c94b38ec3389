import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /packages\/contract\/src\/[^/]+\.ts$/;
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
const EVALUATIONS = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'TaggedTemplateExpression',
]);

/** The ESTree nodes this plugin reads: a type and the source range (UTF-16 offsets). */
interface EsNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

/** Whether the expression calls or reads anything as it is evaluated (the functions it defines do not run). */
function evaluates(node: EsNode): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  if (EVALUATIONS.has(node.type)) return true;
  return Object.values(node).some((value) =>
    (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && evaluates(child)),
  );
}

/**
 * The module's top-level declarations whose value calls or reads something, each wrapped in a
 * call marked pure: `export const A = /* @__PURE__ *\/ (() => (z.object({…})))();`. Null when
 * there is none.
 */
export function pureDeclarations(code: string, program: { body: EsNode[] }): MagicString | null {
  const out = new MagicString(code);
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations as EsNode[]) {
      if (!isNode(init) || !evaluates(init)) continue;
      out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
      out.appendRight(init.end, '))()');
    }
  }
  return out.hasChanged() ? out : null;
}

/**
 * Lets the bundler drop the contract's schemas a page does not use (issue 12: what each page
 * loads). The contract builds its schemas at its modules' top level (`export const X =
 * z.object(…)`): calls a bundler cannot prove free of side effects, and a read of another
 * module's constant (`PAGE_LIMITS.pageMax`) it counts as one too. So a page that used one value
 * of a contract module (a sentence function, a message's id) kept every schema of that module,
 * and Zod with them: 25 KB gzip on the notifications page. `moduleSideEffects` in vite.config.ts
 * already drops a contract module nothing uses; this drops the unused declarations of a module
 * that is used. It holds the contract to one rule: a top-level declaration's value has no side
 * effect (the contract registers nothing with Zod: no `z.config`, no `.register`, no `.meta`).
 */
export function pureContract(): Plugin {
  return {
    name: 'one-world:pure-contract',
    apply: 'build',
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const out = pureDeclarations(code, this.parse(code) as unknown as { body: EsNode[] });
      return out && { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
