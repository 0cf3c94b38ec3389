// The end-to-end tests' Chromium gets its own `--disable-features` (e2e/support/env.ts), which
// replaces the one Playwright passes: Chromium reads only the last. So the list there repeats
// Playwright's, and this holds it to the installed Playwright's, which can change on any update.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/support/env';

/**
 * The features the installed Playwright switches off: the string literals of its
 * `disabledFeatures` array (playwright-core's chromiumSwitches, bundled into lib/coreBundle.js).
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = bundle.match(/\bdisabledFeatures = \[([\s\S]*?)\]/)?.[1];
  if (list === undefined) {
    throw new Error(
      "Playwright's list of disabled Chromium features was not found in playwright-core/lib/coreBundle.js: find where the installed version keeps it (chromiumSwitches) and read it from there",
    );
  }
  const code = list.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

describe("the end-to-end tests' Chromium features", () => {
  it('switch off every feature the installed Playwright switches off', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(0);
    expect(
      playwright.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature)),
      'add these to PLAYWRIGHT_DISABLED_FEATURES in e2e/support/env.ts',
    ).toEqual([]);
  });

  it('are given in one --disable-features, the last', () => {
    const switches = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) =>
      arg.startsWith('--disable-features='),
    );
    expect(switches).toHaveLength(1);
    expect(PLAYWRIGHT_CHROMIUM_ARGS.at(-1)).toBe(switches[0]);
    expect(switches[0]?.split('=')[1]?.split(',')).toEqual(
      expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES),
    );
  });
});
