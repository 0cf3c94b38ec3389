import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** A promise and what resolves it, for a test to wait until a commit has started. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A commit that records its batches and answers each item doubled (odd items refused);
 * `underWay` resolves once the first batch is being committed.
 */
function recorder() {
  const batches: number[][] = [];
  let open = 0;
  let overlapped = false;
  const underWay = signal();
  const commit = async (items: number[]): Promise<PromiseSettledResult<number>[]> => {
    underWay.resolve();
    open += 1;
    if (open > 1) overlapped = true;
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    open -= 1;
    return items.map((item) =>
      item % 2 === 0
        ? { status: 'fulfilled', value: item * 2 }
        : { status: 'rejected', reason: new Error(`odd ${item}`) },
    );
  };
  return { batches, commit, underWay: underWay.promise, overlapped: () => overlapped };
}

describe('groupCommit', () => {
  it('commits the items submitted together in one batch, in order, each with its own outcome', async () => {
    const { batches, commit } = recorder();
    const group = groupCommit(commit, 100);
    const outcomes = await Promise.allSettled([0, 1, 2, 4].map((n) => group.submit(n)));
    expect(batches).toEqual([[0, 1, 2, 4]]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'rejected', reason: new Error('odd 1') },
      { status: 'fulfilled', value: 4 },
      { status: 'fulfilled', value: 8 },
    ]);
  });

  it('runs one batch at a time: what comes meanwhile waits for the next, at most maxBatch', async () => {
    const { batches, commit, underWay, overlapped } = recorder();
    const group = groupCommit(commit, 3);
    const first = group.submit(0);
    await underWay;
    const later = [2, 4, 6, 8, 10].map((n) => group.submit(n));
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[0], [2, 4, 6], [8, 10]]);
    expect(overlapped()).toBe(false);
  });

  it('with a depth of 2, sends a second batch while one is under way once as many wait as it holds', async () => {
    const open: (() => void)[] = [];
    const batches: number[][] = [];
    let maxUnderWay = 0;
    const group = groupCommit(
      (items: number[]) => {
        batches.push(items);
        return new Promise<PromiseSettledResult<number>[]>((resolve) => {
          open.push(() => resolve(items.map((value) => ({ status: 'fulfilled', value }))));
          maxUnderWay = Math.max(maxUnderWay, open.length);
        });
      },
      100,
      2,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const all = [0, 1].map((n) => group.submit(n));
    await turn();
    all.push(group.submit(2));
    await turn();
    expect(batches).toEqual([[0, 1]]);
    all.push(group.submit(3));
    await turn();
    // Two wait, as many as the batch under way holds: they go.
    expect(batches).toEqual([
      [0, 1],
      [2, 3],
    ]);
    all.push(group.submit(4), group.submit(5), group.submit(6));
    await turn();
    // Two batches under way: the others wait for room.
    expect(batches).toEqual([
      [0, 1],
      [2, 3],
    ]);
    open.shift()?.();
    await turn();
    expect(batches).toEqual([
      [0, 1],
      [2, 3],
      [4, 5, 6],
    ]);
    while (open.length > 0) open.shift()?.();
    await expect(Promise.all(all)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(maxUnderWay).toBe(2);
  });

  it('hands the next batch to the database before answering the items of the one before', async () => {
    const log: string[] = [];
    const firstUnderWay = signal();
    const group = groupCommit(async (items: number[]) => {
      log.push(`commit ${items}`);
      firstUnderWay.resolve();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((value) => ({ status: 'fulfilled', value }));
    }, 100);
    const answered = (n: number) => group.submit(n).then(() => log.push(`answer ${n}`));
    const first = answered(0);
    await firstUnderWay.promise;
    await Promise.all([first, answered(1), answered(2)]);
    expect(log).toEqual(['commit 0', 'commit 1,2', 'answer 0', 'answer 1', 'answer 2']);
  });

  it('fails every item of a batch whose commit fails, and goes on with the next', async () => {
    let calls = 0;
    const group = groupCommit(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return items.map((value) => ({ status: 'fulfilled' as const, value }));
    }, 10);
    const failed = await Promise.allSettled([1, 2].map((n) => group.submit(n)));
    expect(failed).toEqual([
      { status: 'rejected', reason: new Error('the database went away') },
      { status: 'rejected', reason: new Error('the database went away') },
    ]);
    await expect(group.submit(3)).resolves.toBe(3);
  });

  it('is idle once every item submitted has its outcome', async () => {
    const { commit } = recorder();
    const group = groupCommit(commit, 2);
    const settled: number[] = [];
    for (const n of [0, 2, 4]) void group.submit(n).then((value) => settled.push(value));
    await group.idle();
    expect(settled).toEqual([0, 4, 8]);
  });

  it('is idle at once with nothing submitted, and waits again for items submitted later', async () => {
    const { commit } = recorder();
    const group = groupCommit(commit, 2);
    await group.idle();
    await group.submit(2);
    const settled: number[] = [];
    void group.submit(4).then((value) => settled.push(value));
    const idle = group.idle();
    void group.submit(6).then((value) => settled.push(value));
    await idle;
    expect(settled).toEqual([8, 12]);
  });
});
