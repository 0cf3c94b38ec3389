import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type axe from 'axe-core';
import type { Result } from 'axe-core';
import { AXE_SCRIPT } from './env';

/** axe-core's minified build, which the pages load. */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Adds axe-core to a test server's copy of the web build, before the server starts (it serves
 * the files it finds then), as `AXE_SCRIPT`.
 */
export function serveAxe(webDir: string): void {
  copyFileSync(AXE_SOURCE, join(webDir, AXE_SCRIPT));
}

/** WCAG 2.1 levels A and AA: what every screen of the app is held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Sonner's toasts. A toast dismisses itself after a few seconds with a fade: when that moment falls
 * while axe runs (after the wait for animations below), axe reads colours halfway through the
 * fade and the result depends on timing. So a page check leaves toasts out, and their colours
 * are checked on their own with the toast held open (auth.spec.ts).
 */
export const TOASTER = '[data-sonner-toaster]';

export interface AxeOptions {
  /** Checks only inside these selectors (default: the whole page but the toasts). */
  include?: string[];
  /**
   * Rules switched off for this check, each with the reason. Only for a rule that is objectively
   * wrong for the case at hand: a violation of the app is fixed in the app, never switched off.
   */
  disableRules?: Record<string, string>;
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of
 * the violations: rule, impact, help and the selector of every offending node.
 *
 * Call it once the screen has settled (content loaded, no spinner). It waits for running CSS
 * transitions and finite animations (a toast sliding in, a drawer opening) to end first, since
 * colours caught halfway through a fade would give a contrast result that depends on timing.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await test.step(
    'no WCAG 2.1 A/AA violations (axe)',
    async () => {
      await expect
        .poll(() => page.evaluate(finiteAnimationsAfterWaiting, ANIMATION_WAIT_MS), {
          message: 'transitions and animations settle before axe runs',
          // The page itself waits for the animations to end: no interval to overshoot.
          intervals: [0],
        })
        .toEqual([]);

      // axe-core goes into a document once, not on every check, and as a script the page loads
      // from its server. Sent through the browser's protocol (@axe-core/playwright's way, and
      // ours before), its source cost a check about 0.7 s more of the machine's CPU on a slow
      // host (docs/BENCHMARKS.md, "30 Nov, late morning"); that stays the way while the page's
      // server is stopped (a test of a restart).
      if (!(await page.evaluate(() => 'axe' in window))) {
        await page
          .addScriptTag({ url: AXE_SCRIPT })
          .catch(() => page.evaluate(readFileSync(AXE_SOURCE, 'utf8')));
      }
      const violations = await page.evaluate(runAxe, {
        include: options.include ?? null,
        exclude: TOASTER,
        tags: WCAG_21_AA,
        disabled: Object.keys(options.disableRules ?? {}),
      });

      expect(violations.length, describeViolations(page.url(), violations)).toBe(0);
    },
    { box: true },
  );
}

/**
 * Runs in the page: axe on `include` (or the whole page but `exclude`) with the rules of `tags`
 * but the `disabled` ones, in one run (this app has no iframes to check on their own), and gives
 * back its violations. axe still runs every rule on every node, but only the violations get their
 * nodes' selectors and summaries (`resultTypes`, axe's own advice for speed), and only they cross
 * to the test: the passes of a full page are most of a result's size.
 */
async function runAxe(check: {
  include: string[] | null;
  exclude: string;
  tags: string[];
  disabled: string[];
}): Promise<Result[]> {
  const { axe: inPage } = window as unknown as { axe: typeof axe };
  const results = await inPage.run(
    check.include
      ? { include: check.include.map((selector) => [selector]) }
      : { exclude: [[check.exclude]] },
    {
      runOnly: { type: 'tag', values: check.tags },
      rules: Object.fromEntries(check.disabled.map((rule) => [rule, { enabled: false }])),
      resultTypes: ['violations'],
      iframes: false,
    },
  );
  return results.violations;
}

/** The longest one look at the page waits for its animations to end before it reports them. */
const ANIMATION_WAIT_MS = 1_000;

/**
 * Runs in the page: waits (up to `maxWaitMs`) for the CSS transitions and animations still
 * moving that will end by themselves (an endless spinner never does, so it does not count),
 * then names those still moving, for the failure message.
 */
async function finiteAnimationsAfterWaiting(maxWaitMs: number): Promise<string[]> {
  const running = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
  const deadline = performance.now() + maxWaitMs;
  let moving = running();
  while (moving.length > 0 && performance.now() < deadline) {
    // A cancelled animation rejects `finished`: it is not moving either.
    await Promise.race([
      Promise.allSettled(moving.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
    ]);
    moving = running();
  }
  return moving.map((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const name =
      'transitionProperty' in animation
        ? `transition ${String(animation.transitionProperty)}`
        : 'animationName' in animation
          ? `animation ${String(animation.animationName)}`
          : 'animation';
    return `${name} on ${target instanceof Element ? target.outerHTML.slice(0, 120) : 'an element'}`;
  });
}

/** One paragraph per violated rule, with the selector of every node that breaks it. */
function describeViolations(url: string, violations: Result[]): string {
  const rules = violations.map((violation, index) => {
    const nodes = violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(1)
        .join('; ');
      return `     - ${node.target.join(' ')}${summary ? `\n       ${summary}` : ''}`;
    });
    return [
      `  ${index + 1}. ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
      `     ${violation.helpUrl}`,
      ...nodes,
    ].join('\n');
  });
  return [`axe found ${violations.length} WCAG 2.1 A/AA violation(s) on ${url}:`, ...rules].join(
    '\n',
  );
}
