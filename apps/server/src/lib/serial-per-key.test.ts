import { describe, expect, it } from 'vitest';
import { serialPerKey } from './serial-per-key';

/** A task that records its runs and waits, each run, until the test lets it end. */
function gatedTask(outcomes: Array<'ok' | 'fail'> = []) {
  const runs: string[] = [];
  const gates: Array<() => void> = [];
  let open = 0;
  let mostOpen = 0;
  const task = async (key: string) => {
    const outcome = outcomes.shift() ?? 'ok';
    runs.push(key);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise<void>((resolve) => gates.push(resolve));
    open -= 1;
    if (outcome === 'fail') throw new Error(`run ${runs.length} failed`);
  };
  /** Ends the oldest run still waiting, and lets the loop start the next one. */
  const endOne = async () => {
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, runs, endOne, mostOpen: () => mostOpen };
}

describe('serialPerKey', () => {
  it('runs once for one call', async () => {
    const { task, runs, endOne } = gatedTask();
    const run = serialPerKey(task)('ana');
    await endOne();
    await run;
    expect(runs).toEqual(['ana']);
  });

  it('answers the calls that come during a run with one more run after it, never two at once', async () => {
    const { task, runs, endOne, mostOpen } = gatedTask();
    const emit = serialPerKey(task);
    const first = emit('ana');
    await Promise.all([emit('ana'), emit('ana'), emit('ana')]);
    expect(runs).toEqual(['ana']);
    await endOne();
    expect(runs).toEqual(['ana', 'ana']);
    await endOne();
    await first;
    expect(runs).toEqual(['ana', 'ana']);
    expect(mostOpen()).toBe(1);
  });

  it('runs different keys side by side', async () => {
    const { task, runs, endOne, mostOpen } = gatedTask();
    const emit = serialPerKey(task);
    const both = Promise.all([emit('ana'), emit('ben')]);
    expect(runs).toEqual(['ana', 'ben']);
    await endOne();
    await endOne();
    await both;
    expect(mostOpen()).toBe(2);
  });

  it('gives a failed run’s place to the run a later call asked for', async () => {
    const { task, runs, endOne } = gatedTask(['fail', 'ok']);
    const emit = serialPerKey(task);
    const first = emit('ana');
    await emit('ana');
    await endOne();
    await endOne();
    await expect(first).resolves.toBeUndefined();
    expect(runs).toEqual(['ana', 'ana']);
  });

  it('reports the last run’s failure to the first call, and starts afresh after it', async () => {
    const { task, runs, endOne } = gatedTask(['ok', 'fail', 'ok']);
    const emit = serialPerKey(task);
    const first = emit('ana');
    const failed = expect(first).rejects.toThrow('run 2 failed');
    await emit('ana');
    await endOne();
    await endOne();
    await failed;

    const again = emit('ana');
    expect(runs).toEqual(['ana', 'ana', 'ana']);
    await endOne();
    await expect(again).resolves.toBeUndefined();
  });
});
