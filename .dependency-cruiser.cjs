// The walls between the parts of One World, checked by `npm run lint` (dependency-cruiser).
// docs/ARCHITECTURE.md ("Boundaries") explains them; tools/boundaries/boundaries.test.ts proves
// every rule reports its violation on a small fake tree (tools/boundaries/fixtures).
//
// Paths are relative to the repository root (the cruise runs `depcruise apps packages`), so
// `@one-world/contract` resolves to `packages/contract/src/index.ts`. Type-only imports count:
// the swc parser reads the TypeScript source, before any type is erased.

// dependency-cruiser 17 (the last line that runs on Node 20) parses every file with swc's
// TypeScript syntax and never turns JSX on, so the first .tsx file aborts the cruise (fixed in
// dependency-cruiser 18.3, which needs Node 22: sverweij/dependency-cruiser#1081). TypeScript 7
// has no JavaScript API, so the tsc parser is not an option either. Until then, turn swc's `tsx`
// on for .tsx/.jsx files only. dependency-cruiser imports this same @swc/core module object.
const swc = require('@swc/core');
const TSX_PATCH = Symbol.for('one-world.depcruise.swc-tsx');
if (!swc[TSX_PATCH]) {
  const parseFileSync = swc.parseFileSync;
  swc.parseFileSync = (fileName, options) =>
    parseFileSync(fileName, /\.[jt]sx$/.test(fileName) ? { ...options, tsx: true } : options);
  swc[TSX_PATCH] = true;
}

const SERVER = '^apps/server/src/';
const MODULES = '^apps/server/src/modules/';
const MODULE_FACE = '^apps/server/src/modules/[^/]+/index[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-public-face',
      severity: 'error',
      comment:
        "A server module reaches another module only through that module's index.ts (its public " +
        'face). Export what you need from modules/<other>/index.ts and import that, or move the ' +
        'shared piece to apps/server/src/lib, packages/contract or (test helpers) ' +
        'apps/server/src/test.',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, MODULE_FACE] },
    },
    {
      name: 'server-modules-through-index',
      severity: 'error',
      comment:
        'Code outside modules/ (app.ts, main.ts, cli/, plugins/, realtime/, the seed, the test ' +
        'harness, tests) uses a module only through its modules/<x>/index.ts. Export what you ' +
        'need there and import the index.',
      // db/ and lib/ have stricter rules of their own below.
      from: { path: SERVER, pathNot: [MODULES, `${SERVER}db/`, `${SERVER}lib/`] },
      to: { path: MODULES, pathNot: MODULE_FACE },
    },
    {
      name: 'server-db-not-to-modules',
      severity: 'error',
      comment:
        'db/ (schema, client, migrations, sessions) sits below the modules and never imports ' +
        'them. Code that needs both (like a seed that creates members and posts) lives outside ' +
        'db/ and uses the modules through their index.ts.',
      from: { path: `${SERVER}db/` },
      to: { path: MODULES },
    },
    {
      name: 'server-lib-is-the-bottom',
      severity: 'error',
      comment:
        'apps/server/src/lib is the bottom layer: it imports only other lib files, ' +
        'packages/contract and npm packages. Pass what a helper needs as an argument, or move ' +
        'the helper up to where its imports live.',
      from: { path: `${SERVER}lib/` },
      to: { path: SERVER, pathNot: `${SERVER}lib/` },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment:
        'A web feature never imports another feature. Move what both need to ' +
        'apps/web/src/components, lib or config (or packages/contract); app/ composes features.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-to-features',
      severity: 'error',
      comment:
        'apps/web/src/components, lib and config are shared by every feature, so they never ' +
        'import a feature or app/. Pass feature-specific things in as props or arguments, or ' +
        'move the piece into the feature.',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-to-app',
      severity: 'error',
      comment:
        'app/ (router, providers, layout) composes the features; a feature never imports it. ' +
        'Move what a feature needs from app/ to apps/web/src/config, lib or components.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'apps-independent',
      severity: 'error',
      comment:
        'The server and the web never import each other. What both sides need (schemas, types, ' +
        'enums, limits, messages) goes to packages/contract.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-not-to-apps',
      severity: 'error',
      comment:
        'packages/contract is shared by the server and the web and imports nothing from apps/. ' +
        'Move the piece into the contract instead.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-shared-through-common',
      severity: 'error',
      comment:
        'A contract file imports other contract files only from common.ts (shared schemas), ' +
        "constants.ts and a feature's <feature>-constants.ts. When two resource files need the " +
        'same schema, move it to common.ts. ' +
        '(index.ts re-exports everything; tests may import anything.)',
      from: {
        path: '^packages/contract/src/',
        pathNot: ['^packages/contract/src/index[.]ts$', '[.]test[.]ts$'],
      },
      to: {
        path: '^packages/contract/src/',
        pathNot: '^packages/contract/src/(common|constants|[a-z]+-constants)[.]ts$',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a cycle. Break it: move what both files need into a third file they ' +
        'both import, or pass it in as an argument.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'This import does not resolve to a file or an installed package, so the rules above ' +
        'cannot check it. Fix the path or install the package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)migrations/'] },
    enhancedResolveOptions: {
      // the workspace packages (`@one-world/contract`) and most npm packages expose `exports` only
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
    },
  },
};
