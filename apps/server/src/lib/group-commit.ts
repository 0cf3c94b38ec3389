/**
 * Group commit: work items submitted while a batch is being committed wait and go together in
 * the next, so a burst of N costs a few statements instead of N. Batches run one at a time, in
 * the order the items came; an idle queue starts a batch on the next turn of the event loop, so
 * a lone item waits for nothing but that. A batch's items are answered once the next batch has
 * been handed to the database, so that the answers' work and the database's on the next batch
 * overlap.
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
 * `commit` itself is every item's rejection. At most `maxBatch` items go in one batch.
 */
export function groupCommit<I, O>(
  commit: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
  maxBatch: number,
): GroupCommit<I, O> {
  const queue: Waiting<I, O>[] = [];
  let running: Promise<void> | null = null;

  const outcomesOf = async (batch: Waiting<I, O>[]): Promise<PromiseSettledResult<O>[]> => {
    try {
      return await commit(batch.map((waiting) => waiting.item));
    } catch (reason) {
      return batch.map(() => ({ status: 'rejected', reason }));
    }
  };

  const answer = (batch: Waiting<I, O>[], outcomes: PromiseSettledResult<O>[]) =>
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
      else waiting.reject(outcome ? outcome.reason : new Error('a batch left an item out'));
    });

  const drain = async () => {
    // The turn of the event loop lets the items that arrived together join one batch.
    await new Promise((resolve) => setImmediate(resolve));
    let answered: Promise<void> = Promise.resolve();
    for (;;) {
      if (queue.length === 0) {
        // What comes while the last batch is answered goes in the next one.
        await answered;
        if (queue.length === 0) break;
      }
      const batch = queue.splice(0, maxBatch);
      const outcomes = await outcomesOf(batch);
      // The next batch goes to the database before this one's items are answered, so the database
      // writes it while this node answers them (a turn of the event loop: its dispatch is a chain
      // of microtasks). Answered first, the node's work and the database's had alternated.
      answered = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        answer(batch, outcomes),
      );
    }
    running = null;
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= drain();
      });
    },
    async idle() {
      while (running) await running;
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
