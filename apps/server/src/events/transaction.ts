import type { DomainEvent, DomainEventName, DomainEvents } from '@one-world/contract';
import type { Executor } from '../db/client';
import type { EventBus } from './event-bus';

/** What a transaction's work records events with; they go out only after the commit. */
export interface EventRecorder {
  record<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
}

/** The pending events of each open transaction, so a nested call joins its outer one. */
const pendingOf = new WeakMap<Executor, DomainEvent[]>();

const recorderFor = (pending: DomainEvent[]): EventRecorder => ({
  record: (name, payload) => pending.push({ name, payload } as DomainEvent),
});

/**
 * Runs `work` in one database transaction and publishes the events it recorded once the
 * transaction has committed: a rolled-back transaction publishes nothing, so a subscriber never
 * hears of data it cannot then read (Outline's events after commit). Called with an executor that
 * is itself such a transaction, the work joins it and its events wait for the outer commit.
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
    return work(tx, recorderFor(pending));
  });
  ctx.events.publish(pending);
  return result;
}
