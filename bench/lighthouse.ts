/**
 * Lighthouse on the built web app (issue 12 "Web"): mobile defaults (simulated slow 4G and a 4×
 * slower CPU), performance, accessibility and SEO, one page after another in one headless
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium). Lighthouse's simulated CPU scales the
 * task times it observes, so on a loaded or slower machine TBT reads worse than it is: the load
 * average and Lighthouse's `benchmarkIndex` (its measure of the host's speed) are in every
 * figure's note. A full run audits each page `RUNS` times and reports the median run, as
 * Lighthouse's documentation on variability advises; `--quick` audits each page once.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../e2e/support/env';
import type { BenchContext, Figure } from './results';

const PERFORMANCE_TARGET = 95;
const CLS_TARGET = 0.05;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const ms = (value: number | undefined) => `${((value ?? 0) / 1000).toFixed(1)} s`;

/**
 * Audits of each page in a full run. One audit's score moves by several points from one run to
 * the next on the same build (87–96 for a board in six runs in a row, 1 Dec): Lighthouse's
 * documentation ("Score Variability") finds the median of five runs about twice as stable as one
 * run, and Lighthouse CI runs three by default. The figure is the median run as Lighthouse
 * picks it (`computeMedianRun`: the run nearest the median first paint and time to interactive),
 * every run's score beside it in the note.
 */
const RUNS = 3;

/**
 * How many times a page is audited before its trace error fails the figure. Lighthouse's runtime
 * errors (e.g. NO_NAVSTART: no navigation in the trace) come from the trace, not the page: a run
 * on 1 Dec after a fresh install and build met NO_NAVSTART twice in a row on a board, and none
 * in the 35 runs after it.
 */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, run again on a runtime error, as Lighthouse's message asks. */
async function audit(ctx: BenchContext, port: number, url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < ATTEMPTS) {
    ctx.log(`lighthouse ${url}: ${runtimeError.code}, run again (${attempt + 1} of ${ATTEMPTS})`);
    return audit(ctx, port, url, attempt + 1);
  }
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}

export async function runLighthouse(
  ctx: BenchContext,
  baseUrl: string,
  paths: string[],
): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  const figures: Figure[] = [];
  const runsPerPage = ctx.quick ? 1 : RUNS;
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl).toString();
      const runs: Result[] = [];
      for (let run = 1; run <= runsPerPage; run += 1) {
        ctx.log(`lighthouse ${path}${runsPerPage > 1 ? ` (run ${run} of ${runsPerPage})` : ''}`);
        runs.push(await audit(ctx, chrome.port, url));
      }
      const { categories, audits, environment } = computeMedianRun(runs);
      const scores = runs.map((run) => score(run.categories.performance?.score));
      const performance = score(categories.performance?.score);
      const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
      figures.push({
        section: 'Web',
        name: `Lighthouse mobile ${path}`,
        value:
          `performance ${performance} · accessibility ${score(categories.accessibility?.score)} · ` +
          `SEO ${score(categories.seo?.score)} · FCP ${ms(audits['first-contentful-paint']?.numericValue)} · ` +
          `LCP ${ms(audits['largest-contentful-paint']?.numericValue)} · ` +
          `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms · CLS ${cls.toFixed(3)}`,
        ratio: `${performance}, CLS ${cls.toFixed(3)}`,
        target: {
          text: `≥ ${PERFORMANCE_TARGET}, CLS ≤ ${CLS_TARGET}`,
          met: performance >= PERFORMANCE_TARGET && cls <= CLS_TARGET,
        },
        // Lighthouse's own measure of this host's speed (higher is faster): its simulated CPU
        // scales what it observes here, so the blocking time moves with it.
        note: [
          runs.length > 1 ? `median of ${runs.length} runs (performance ${scores.join(', ')})` : '',
          `load average ${loadavg()[0]?.toFixed(1)} when measured`,
          `benchmarkIndex ${Math.round(environment.benchmarkIndex)}`,
        ]
          .filter(Boolean)
          .join(' · '),
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
