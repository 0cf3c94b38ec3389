import { EventBus } from '../events/event-bus';
import type { ClusterBus } from '../lib/cluster-bus';

/**
 * Two nodes in one process, each with its own domain events and a cluster bus that hands what one
 * publishes to the other's subscribers (never its own), as Redis pub/sub does between nodes:
 * for the per-node caches that tell each other what changed.
 */
export function twoNodes(): [
  { events: EventBus; bus: ClusterBus },
  { events: EventBus; bus: ClusterBus },
] {
  const subscribers: ((from: number, message: string) => void)[] = [];
  const node = (id: number) => ({
    events: new EventBus((err) => {
      throw err;
    }),
    bus: {
      publish: (_channel, message) => {
        for (const deliver of subscribers) deliver(id, message);
      },
      subscribe: async (_channel, handler) => {
        subscribers.push((from, message) => {
          if (from !== id) handler(message);
        });
      },
      close: async () => {},
    } satisfies ClusterBus,
  });
  return [node(0), node(1)];
}
