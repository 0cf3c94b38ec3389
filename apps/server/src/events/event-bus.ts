import type { DomainEvent, DomainEventName, DomainEvents } from '@one-world/contract';
import type { Executor } from '../db/client';

/** What a transaction's work records events with; they go out only after the commit. */
export interface EventRecorder {
  record<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
}

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;
type AnyHandler = (event: DomainEvent) => void | Promise<void>;

/**
 * A subscriber that runs inside the transaction of the event, before it commits: what it writes
 * (notification rows) commits or rolls back with the action, and the events it records go out
 * after the commit with the others.
 */
export type TransactionalHandler<K extends DomainEventName> = (
  payload: DomainEvents[K],
  tx: Executor,
  events: EventRecorder,
) => Promise<void>;
type AnyTransactionalHandler = (
  event: DomainEvent,
  tx: Executor,
  events: EventRecorder,
) => Promise<void>;

/** Where a subscriber's failure goes: it is reported, never thrown back at the publisher. */
export type SubscriberFailure = (err: unknown, event: DomainEvent) => void;

/**
 * The in-process bus for domain events (after Immich's typed event repository). Services never
 * publish directly: `withTransaction` hands the events of a committed transaction to `publish`.
 * Subscribers (sockets today; notifications and mail with their issues) run after the response's
 * data is durable, and one failing subscriber neither fails the request nor stops the others.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventName, Set<AnyHandler>>();
  private readonly everyEvent = new Set<AnyHandler>();
  private readonly inTransaction = new Map<DomainEventName, Set<AnyTransactionalHandler>>();
  /** Subscribers still running (an emit after a count query, say). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onFailure: SubscriberFailure) {}

  /** Calls `handler` with the payload of every `name` event published from now on. */
  subscribe<K extends DomainEventName>(name: K, handler: Handler<K>): () => void {
    const wrapped: AnyHandler = (event) => handler(event.payload as DomainEvents[K]);
    const set = this.handlers.get(name) ?? new Set<AnyHandler>();
    set.add(wrapped);
    this.handlers.set(name, set);
    return () => set.delete(wrapped);
  }

  /**
   * Calls `handler` inside the transaction of every `name` event from now on, before the commit.
   * Its failure fails the action (nothing of either is kept): use it for rows that must exist
   * exactly when the action does, and `subscribe` for everything else.
   */
  subscribeInTransaction<K extends DomainEventName>(
    name: K,
    handler: TransactionalHandler<K>,
  ): () => void {
    const wrapped: AnyTransactionalHandler = (event, tx, events) =>
      handler(event.payload as DomainEvents[K], tx, events);
    const set = this.inTransaction.get(name) ?? new Set<AnyTransactionalHandler>();
    set.add(wrapped);
    this.inTransaction.set(name, set);
    return () => set.delete(wrapped);
  }

  /**
   * Runs the in-transaction subscribers of one recorded event, one after the other. Only
   * `withTransaction` calls this, before it commits.
   */
  async runInTransaction(event: DomainEvent, tx: Executor, events: EventRecorder): Promise<void> {
    for (const handler of this.inTransaction.get(event.name) ?? []) {
      await handler(event, tx, events);
    }
  }

  /** Whether `name` events have in-transaction subscribers (they need `withTransaction`). */
  hasInTransactionSubscribers(name: DomainEventName): boolean {
    return (this.inTransaction.get(name)?.size ?? 0) > 0;
  }

  /** Calls `handler` with every event, whatever its name (logging, auditing). */
  subscribeAll(handler: AnyHandler): () => void {
    this.everyEvent.add(handler);
    return () => this.everyEvent.delete(handler);
  }

  /**
   * Hands each event, in order, to its subscribers. Only `withTransaction` and `withStatement`
   * call this.
   */
  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const handler of [...this.everyEvent, ...(this.handlers.get(event.name) ?? [])]) {
        this.run(handler, event);
      }
    }
  }

  /**
   * Resolves once every subscriber started so far has finished: the app waits for it before it
   * closes Redis and the database, so no subscriber uses them after they are gone.
   */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private run(handler: AnyHandler, event: DomainEvent): void {
    try {
      const done = Promise.resolve(handler(event))
        .catch((err: unknown) => this.onFailure(err, event))
        .finally(() => this.running.delete(done));
      this.running.add(done);
    } catch (err) {
      this.onFailure(err, event);
    }
  }
}
