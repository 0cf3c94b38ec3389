import type { OnlineUser } from '@one-world/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { PresenceStore } from './presence-store';
import { type RealtimeServer, type RealtimeSocket, userRoom } from './types';

export interface PresenceDeps {
  store: PresenceStore;
  /**
   * The members who see this one's presence and whose presence they see: whom they follow, who
   * follows them and their conversation partners. Given by the app, since realtime/ sits below
   * the modules that know it.
   */
  contactsOf: (userId: string) => Promise<string[]>;
  events: EventBus;
  /** How often this node refreshes its sockets and sweeps expired ones (a third of the TTL). */
  heartbeatMs: number;
  log: FastifyBaseLogger;
}

export interface Presence {
  /** Records the socket, tells the contacts if its member just came online, sends it getUsers. */
  connected(socket: RealtimeSocket): void;
  /** Sends the socket its member's online contacts again (the answer to addUser). */
  resend(socket: RealtimeSocket): void;
  /** Forgets the socket; tells the member's contacts if it was their last one. */
  disconnected(socket: RealtimeSocket): void;
  /** Stops the heartbeat and resolves once the presence work under way has finished. */
  close(): Promise<void>;
}

const asOnlineUsers = (userIds: string[]): OnlineUser[] => userIds.map((userId) => ({ userId }));

/**
 * Presence told only to those it concerns: a socket gets its member's online contacts once, then
 * userOnline and userOffline as they change, each emitted once to the contacts' rooms. It costs
 * one contact lookup per member coming or going, instead of a list of everyone to everyone.
 * Presence is best effort: a failure (Redis away) is logged and never refuses or holds a socket;
 * the heartbeat records the sockets again once the store answers.
 */
export function startPresence(io: RealtimeServer, deps: PresenceDeps): Presence {
  const { store, contactsOf, log } = deps;

  // Work still running; `close` waits for it, since it emits through the Redis clients.
  const inFlight = new Set<Promise<void>>();
  const run = (work: () => Promise<void>, failure: string) => {
    const done = work().catch((err: unknown) => log.warn({ err }, failure));
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const sendOnlineContacts = async (socket: RealtimeSocket, contacts: string[]) => {
    socket.emit('getUsers', asOnlineUsers(await store.online(contacts)));
  };

  /**
   * Tells the member's contacts whether the member is online, read at the moment of telling: two
   * changes of one member (one ending on another node) can finish their lookups out of order, and
   * the later answer must not be a stale one.
   */
  const announce = async (userId: string, contacts?: string[]) => {
    const rooms = (contacts ?? (await contactsOf(userId))).map(userRoom);
    // An empty room list would reach every socket.
    if (rooms.length === 0) return;
    const online = (await store.online([userId])).length > 0;
    io.to(rooms).emit(online ? 'userOnline' : 'userOffline', { userId });
  };

  /** Two members just became contacts: each online one is shown to the other. */
  const introduce = async (one: string, other: string) => {
    const online = await store.online([one, other]);
    for (const userId of online) {
      io.to(userRoom(userId === one ? other : one)).emit('userOnline', { userId });
    }
  };

  const heartbeat = async () => {
    const local = [...io.sockets.sockets.values()].map((socket) => ({
      userId: socket.data.actor.id,
      socketId: socket.id,
    }));
    const changed = new Set([...(await store.refresh(local)), ...(await store.sweep())]);
    for (const userId of changed) run(() => announce(userId), 'presence announcement failed');
  };
  let beating = false;
  const timer = setInterval(() => {
    // A beat still waiting on a slow Redis is not stacked on.
    if (beating) return;
    beating = true;
    run(() => heartbeat().finally(() => (beating = false)), 'presence heartbeat failed');
  }, deps.heartbeatMs);
  timer.unref();

  const unsubscribe = [
    deps.events.subscribe('user.followed', ({ followerId, followeeId }) =>
      run(() => introduce(followerId, followeeId), 'introducing new contacts failed'),
    ),
    deps.events.subscribe('conversation.created', ({ memberIds: [one, other] }) =>
      run(() => introduce(one, other), 'introducing new contacts failed'),
    ),
  ];

  return {
    connected(socket) {
      const userId = socket.data.actor.id;
      // Sent before any await, so the store sees it before this socket's removal.
      const added = store.add(userId, socket.id).catch((err: unknown) => {
        log.warn({ err }, 'recording presence failed');
        return false;
      });
      run(async () => {
        const contacts = await contactsOf(userId);
        await sendOnlineContacts(socket, contacts);
        if (await added) await announce(userId, contacts);
      }, 'presence on connect failed');
    },

    resend(socket) {
      run(
        async () => sendOnlineContacts(socket, await contactsOf(socket.data.actor.id)),
        'presence lookup failed',
      );
    },

    disconnected(socket) {
      const userId = socket.data.actor.id;
      const removed = store.remove(userId, socket.id);
      run(async () => {
        if (await removed) await announce(userId);
      }, 'presence on disconnect failed');
    },

    async close() {
      clearInterval(timer);
      for (const stop of unsubscribe) stop();
      // Work may start more work (a heartbeat, its announcements): wait until none is left.
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
