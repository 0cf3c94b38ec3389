import type { PresenceOptions, PresenceStore } from './presence-store';

/**
 * Presence of a single node, without Redis: the same rules as the Redis store, kept in this
 * process's memory (the whole node is one process, so nothing else needs to see it).
 */
export function memoryPresenceStore({ ttlMs, clock }: PresenceOptions): PresenceStore {
  /** Member → socket → expiry (epoch ms). A member with no entry is absent, never empty. */
  const members = new Map<string, Map<string, number>>();

  const now = () => clock.now().getTime();
  const purge = (sockets: Map<string, number>, at: number) => {
    for (const [socketId, expiresAt] of sockets) {
      if (expiresAt <= at) sockets.delete(socketId);
    }
  };
  const add = (userId: string, socketId: string) => {
    const at = now();
    const sockets = members.get(userId) ?? new Map<string, number>();
    purge(sockets, at);
    const first = sockets.size === 0;
    sockets.set(socketId, at + ttlMs);
    members.set(userId, sockets);
    return first;
  };
  /** Drops the socket and the expired ones; true when that emptied the member's set. */
  const drop = (userId: string, socketId: string | undefined) => {
    const sockets = members.get(userId);
    if (!sockets) return false;
    purge(sockets, now());
    if (socketId !== undefined) sockets.delete(socketId);
    if (sockets.size > 0) return false;
    members.delete(userId);
    return true;
  };

  return {
    add: async (userId, socketId) => add(userId, socketId),
    remove: async (userId, socketId) => drop(userId, socketId),
    async online(userIds) {
      const at = now();
      return userIds.filter((userId) =>
        [...(members.get(userId)?.values() ?? [])].some((expiresAt) => expiresAt > at),
      );
    },
    async refresh(sockets) {
      const back = new Set<string>();
      for (const { userId, socketId } of sockets) {
        if (add(userId, socketId)) back.add(userId);
      }
      return [...back];
    },
    async sweep() {
      return [...members.keys()].filter((userId) => drop(userId, undefined));
    },
  };
}
