/**
 * What every part of `npm run bench` hands back to the runner (bench/main.ts), which writes them
 * as one Markdown table in docs/BENCHMARKS.md and exits non-zero when a target is missed.
 */

/** One measured figure, next to its baseline from the same run. */
export interface Figure {
  /** The table section, e.g. 'Board feed', 'Chat', 'Web', 'Start-up', 'Memory'. */
  section: string;
  /** What was measured, e.g. 'visitors, PostgreSQL, page 1'. */
  name: string;
  /** The reading with its unit, e.g. '4,210 req/s · p50 1.6 ms · p99 4.0 ms'. */
  value: string;
  /** The baseline measured in the same run, e.g. 'H 13,900 req/s'; absent when none applies. */
  baseline?: string;
  /** The figure as its target reads it, e.g. '30.3% of H', '1.12×', '96'. */
  ratio?: string;
  /** Issue 12's target for this figure and whether this run met it; absent when report-only. */
  target?: { text: string; met: boolean };
  /** Anything a reader needs to trust the figure: errors, CPU, scale. */
  note?: string;
}

/** What the runner passes to every part. */
export interface BenchContext {
  /** `--quick`: everything at 1/100 of the data and with short phases (under 3 minutes in all). */
  quick: boolean;
  /** Progress lines on the console (prefixed, never in the report). */
  log: (message: string) => void;
}
