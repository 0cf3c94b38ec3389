import type { DomainEvent, DomainEventName } from '@one-world/contract';
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

/**
 * For a write that is ONE statement, atomic by itself: runs `work` on the database without
 * BEGIN and COMMIT (two of a lone statement's three round trips) and publishes the events it
 * recorded once it has returned. The statement must be the work's last write. `names` are the
 * events it may record: none may have an in-transaction subscriber, whose writes would have no
 * transaction to join (that throws before anything is written; use `withTransaction`). Inside a
 * caller's transaction, the work joins it.
 */
export async function withStatement<T>(
  ctx: { db: Executor; events: EventBus },
  names: readonly DomainEventName[],
  work: (db: Executor, events: EventRecorder) => Promise<T>,
): Promise<T> {
  if (pendingOf.has(ctx.db)) return withTransaction(ctx, work);
  const joining = names.filter((name) => ctx.events.hasInTransactionSubscribers(name));
  if (joining.length > 0) {
    throw new Error(`${joining.join(', ')}: in-transaction subscribers need withTransaction`);
  }
  const pending: DomainEvent[] = [];
  const value = await work(ctx.db, {
    record: (name, payload) => {
      if (!names.includes(name)) throw new Error(`${name} is not among withStatement's events`);
      pending.push({ name, payload } as DomainEvent);
    },
  });
  ctx.events.publish(pending);
  return value;
}
