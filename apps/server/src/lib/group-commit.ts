/**
 * Group commit: work items submitted while a batch is being committed wait and go together in
 * the next, so a burst of N costs a few statements instead of N. Batches go in the order the
 * items came, one at a time or a few down a pipelined connection (`depth`); when there is room
 * for one more, the items waiting start it on the next turn of the event loop, so a lone item
 * waits for nothing but that. A batch's items are answered once the next batch has been handed
 * to the database, so that the answers' work and the database's on the next batch overlap.
 */
export interface GroupCommit<I, O> {
  /** Resolves with the item's own outcome once the batch that carried it has committed. */
  submit(item: I): Promise<O>;
  /** Resolves once every item submitted so far has its outcome. */
  idle(): Promise<void>;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * `commit` stores a batch and answers one outcome per item, in the items' order; a rejection of
 * `commit` itself is every item's rejection. At most `maxBatch` items go in one batch, and at most
 * `depth` batches are under way at once: more than one only where `commit` sends its batches
 * down one pipelined connection (db/client.ts `batches`), which writes them in the order sent. A
 * batch beyond the first goes once as many items wait as the batch sent before it carried, so
 * that sending early does not cut batches small: each one costs a commit.
 */
export function groupCommit<I, O>(
  commit: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
  maxBatch: number,
  depth = 1,
): GroupCommit<I, O> {
  const queue: Waiting<I, O>[] = [];
  /** How many items were submitted and not yet answered, and who waits for none (`idle`). */
  let unanswered = 0;
  const whenIdle: (() => void)[] = [];
  let underWay = 0;
  let scheduled = false;
  /** The size of the last batch sent. */
  let lastSize = 0;
  /** Whether the items waiting go now: no batch under way, or room and as many as the last. */
  const room = () => underWay === 0 || (underWay < depth && queue.length >= lastSize);

  const outcomesOf = async (batch: Waiting<I, O>[]): Promise<PromiseSettledResult<O>[]> => {
    try {
      return await commit(batch.map((waiting) => waiting.item));
    } catch (reason) {
      return batch.map(() => ({ status: 'rejected', reason }));
    }
  };

  const answer = (batch: Waiting<I, O>[], outcomes: PromiseSettledResult<O>[]) => {
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
      else waiting.reject(outcome ? outcome.reason : new Error('a batch left an item out'));
    });
    unanswered -= batch.length;
    if (unanswered > 0) return;
    // Resolved after the items, so their own continuations run first.
    for (const resolve of whenIdle.splice(0)) resolve();
  };

  const send = () => {
    while (queue.length > 0 && room()) {
      const batch = queue.splice(0, maxBatch);
      lastSize = batch.length;
      underWay += 1;
      void outcomesOf(batch).then((outcomes) => {
        underWay -= 1;
        // What waits goes to the database before this batch's items are answered, so the database
        // writes it while this node answers them (a turn of the event loop: their dispatch is a
        // chain of microtasks). Answered first, the node's work and the database's had alternated.
        send();
        setImmediate(() => answer(batch, outcomes));
      });
    }
  };

  return {
    submit(item) {
      unanswered += 1;
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // The turn of the event loop lets the items that arrived together join one batch.
        if (!scheduled && room()) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            send();
          });
        }
      });
    },
    async idle() {
      if (unanswered > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
    },
  };
}

/** The outcome of `work` as a batch answers it for one item: its value, or what it threw. */
export function outcomeOf<O>(work: () => O): PromiseSettledResult<O> {
  try {
    return { status: 'fulfilled', value: work() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}

/** The outcome of async `work`, for an item a batch sends alone. */
export const settle = async <T>(work: () => Promise<T>): Promise<PromiseSettledResult<T>> =>
  work().then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );
