// Proves every rule in .dependency-cruiser.cjs (what `npm run lint` checks) reports its violation:
// the real config is run on fixtures/, a small fake tree laid out like the repository. Each
// fixture file breaks one rule or shows an import the rules allow; the cruise must report exactly
// the breaks below and nothing else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = `${root}.dependency-cruiser.cjs`;
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

const S = 'apps/server/src';
const W = 'apps/web/src';
const C = 'packages/contract/src';

/** rule name → the `from → to` imports in fixtures/ it must report */
const expected: Record<string, string[]> = {
  'server-module-public-face': [
    `${S}/modules/reports/reports.service.ts → ${S}/modules/posts/posts.repository.ts`,
    // tests of a module are held to the same wall
    `${S}/modules/reports/reports.test.ts → ${S}/modules/users/users.repository.ts`,
  ],
  'server-modules-through-index': [
    `${S}/app.ts → ${S}/modules/users/users.repository.ts`,
    `${S}/test/harness.ts → ${S}/modules/posts/posts.service.ts`,
  ],
  'server-db-not-to-modules': [`${S}/db/seed.ts → ${S}/modules/users/index.ts`],
  'server-lib-is-the-bottom': [`${S}/lib/pagination.ts → ${S}/db/client.ts`],
  'web-features-independent': [
    `${W}/features/boards/components/post-card.tsx → ${W}/features/reports/api/create-report.ts`,
  ],
  'web-shared-not-to-features': [
    `${W}/components/ui/sign-in-prompt.tsx → ${W}/features/reports/api/create-report.ts`,
    // a type-only import counts too
    `${W}/lib/session.ts → ${W}/app/providers.tsx`,
  ],
  'web-features-not-to-app': [
    `${W}/features/boards/components/post-card.tsx → ${W}/app/providers.tsx`,
  ],
  'apps-independent': [
    `${S}/app.ts → ${W}/config/paths.ts`,
    `${W}/lib/server-types.ts → ${S}/config.ts`,
  ],
  'contract-not-to-apps': [`${C}/common.ts → ${W}/lib/cn.ts`],
  'contract-shared-through-common': [`${C}/reports.ts → ${C}/posts.ts`],
  'no-circular': [`${S}/plugins/errors.ts → ${S}/plugins/session.ts`],
  'not-to-unresolvable': [`${S}/main.ts → ./does-not-exist`],
};

let configuredRules: string[];
let result: ICruiseResult;
/** every reported violation as `rule: from → to` */
let reported: string[];

beforeAll(async () => {
  const options = await extractDepcruiseOptions(configFile);
  configuredRules = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');
  const { output } = await cruise(['apps', 'packages'], { ...options, baseDir: fixtures });
  if (typeof output === 'string') throw new Error('expected a cruise result object');
  result = output;
  reported = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
});

describe('the boundary rules in .dependency-cruiser.cjs', () => {
  it('cruises the whole fixture tree, .tsx included', () => {
    const sources = result.modules.map((m) => m.source);
    expect(sources).toContain(`${W}/features/boards/components/post-card.tsx`);
    const postCard = result.modules.find((m) => m.source.endsWith('post-card.tsx'));
    expect(postCard?.dependencies.map((d) => d.resolved).sort()).toEqual([
      `${W}/app/providers.tsx`,
      `${W}/components/ui/button.tsx`,
      `${W}/features/reports/api/create-report.ts`,
    ]);
  });

  it('has a fixture for every configured rule', () => {
    expect([...configuredRules].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s reports its violation', (rule, imports) => {
    expect(reported.filter((line) => line.startsWith(`${rule}: `))).toEqual(
      imports.map((line) => `${rule}: ${line}`).sort(),
    );
  });

  it('reports nothing else: the allowed imports pass', () => {
    const all = Object.entries(expected).flatMap(([rule, imports]) =>
      imports.map((line) => `${rule}: ${line}`),
    );
    expect(reported).toEqual(all.sort());
    // a sample of the allowed imports, for the reader: own module, another module's index, a
    // directory import resolving to index.ts, shared web code, contract files through common.ts
    const allowed = [
      `${S}/modules/posts/posts.service.ts → ${S}/modules/posts/posts.repository.ts`,
      `${S}/modules/reports/reports.service.ts → ${S}/modules/posts/index.ts`,
      `${S}/modules/posts/posts.service.ts → ${S}/modules/users/index.ts`,
      `${S}/app.ts → ${S}/modules/posts/index.ts`,
      `${W}/features/boards/components/post-card.tsx → ${W}/components/ui/button.tsx`,
      `${W}/app/router.tsx → ${W}/features/boards/pages/board-page.tsx`,
      `${C}/posts.ts → ${C}/common.ts`,
      `${C}/reports.test.ts → ${C}/reports.ts`,
    ];
    const edges = result.modules.flatMap((m) =>
      m.dependencies.map((d) => `${m.source} → ${d.resolved}`),
    );
    for (const edge of allowed) {
      expect(edges).toContain(edge);
      expect(reported.some((line) => line.endsWith(`: ${edge}`))).toBe(false);
    }
  });

  it('makes `npm run lint` fail: its depcruise command exits non-zero on the fixtures', () => {
    const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = scripts.lint
      ?.split('&&')
      .map((part) => part.trim())
      .find((part) => part.startsWith('depcruise '));
    expect(command, 'the lint script runs depcruise').toBeDefined();
    const args = (command ?? '')
      .split(/\s+/)
      .slice(1)
      .map((arg) => (arg === '.dependency-cruiser.cjs' ? configFile : arg));
    const run = spawnSync(`${root}node_modules/.bin/depcruise`, args, {
      cwd: fixtures,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(
      `server-module-public-face: ${expected['server-module-public-face']?.[0]}`,
    );
    expect(run.stdout).toContain(`${reported.length} dependency violations`);
  });
});
