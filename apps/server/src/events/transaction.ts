import type { DomainEvent } from '@one-world/contract';
import type { Executor } from '../db/client';
import type { EventBus, EventRecorder } from './event-bus';

export type { EventRecorder } from './event-bus';

/** The pending events of each open transaction, so a nested call joins its outer one. */
const pendingOf = new WeakMap<Executor, DomainEvent[]>();

const recorderFor = (pending: DomainEvent[]): EventRecorder => ({
  record: (name, payload) => pending.push({ name, payload } as DomainEvent),
});

/**
 * Runs `work` in one database transaction and publishes the events it recorded once the
 * transaction has committed: a rolled-back transaction publishes nothing, so a subscriber never
 * hears of data it cannot then read (Outline's events after commit). Before the commit, each
 * recorded event (those that in-transaction subscribers record too) goes to the bus's
 * in-transaction subscribers, whose writes commit or roll back with the work. Called with an
 * executor that is itself such a transaction, the work joins it and its events wait for the
 * outer commit.
 */
export async function withTransaction<T>(
  ctx: { db: Executor; events: EventBus },
  work: (tx: Executor, events: EventRecorder) => Promise<T>,
): Promise<T> {
  const outer = pendingOf.get(ctx.db);
  if (outer) return work(ctx.db, recorderFor(outer));
  const pending: DomainEvent[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    pendingOf.set(tx, pending);
    const recorder = recorderFor(pending);
    const value = await work(tx, recorder);
    // By index: a subscriber may record further events, which get their turn in this loop.
    for (let i = 0; i < pending.length; i += 1) {
      const event = pending[i];
      if (event) await ctx.events.runInTransaction(event, tx, recorder);
    }
    return value;
  });
  ctx.events.publish(pending);
  return result;
}
