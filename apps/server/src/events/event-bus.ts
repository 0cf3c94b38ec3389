import type { DomainEvent, DomainEventName, DomainEvents } from '@one-world/contract';

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;
type AnyHandler = (event: DomainEvent) => void | Promise<void>;

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

  constructor(private readonly onFailure: SubscriberFailure) {}

  /** Calls `handler` with the payload of every `name` event published from now on. */
  subscribe<K extends DomainEventName>(name: K, handler: Handler<K>): () => void {
    const wrapped: AnyHandler = (event) => handler(event.payload as DomainEvents[K]);
    const set = this.handlers.get(name) ?? new Set<AnyHandler>();
    set.add(wrapped);
    this.handlers.set(name, set);
    return () => set.delete(wrapped);
  }

  /** Calls `handler` with every event, whatever its name (logging, auditing). */
  subscribeAll(handler: AnyHandler): () => void {
    this.everyEvent.add(handler);
    return () => this.everyEvent.delete(handler);
  }

  /** Hands each event, in order, to its subscribers. Only `withTransaction` calls this. */
  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const handler of [...this.everyEvent, ...(this.handlers.get(event.name) ?? [])]) {
        this.run(handler, event);
      }
    }
  }

  private run(handler: AnyHandler, event: DomainEvent): void {
    try {
      Promise.resolve(handler(event)).catch((err: unknown) => this.onFailure(err, event));
    } catch (err) {
      this.onFailure(err, event);
    }
  }
}
