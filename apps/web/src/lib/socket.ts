/**
 * The app's one real-time connection (SPEC §7 "Real-time chat connection", §9 reconnection):
 * Socket.IO to the page's own origin with the session cookie, opened while a member is signed in
 * and closed when they sign out. Components read the socket, its connection state and who of
 * the member's contacts is online through the hooks at the bottom.
 */
import {
  type ClientToServerEvents,
  type OnlineUser,
  type ServerToClientEvents,
  SOCKET_RECONNECTION,
} from '@one-world/contract';
import { useSyncExternalStore } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * 'connecting' until the first connection, 'reconnecting' whenever it is lost or refused (it is
 * retried without end), 'connected' in between.
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

export type SocketConnectOptions = Partial<ManagerOptions & SocketOptions>;

/** The client settings of SPEC §9: same origin, the cookie, the contract's reconnection. */
export const SOCKET_OPTIONS: SocketConnectOptions = {
  ...SOCKET_RECONNECTION,
  transports: [...SOCKET_RECONNECTION.transports],
  withCredentials: true,
};

/** What changes who is online: a full list (getUsers) or one contact (userOnline/userOffline). */
export type PresenceChange =
  | { kind: 'replace'; users: readonly OnlineUser[] }
  | { kind: 'online' | 'offline'; userId: string };

const NOBODY: ReadonlySet<string> = new Set();

/**
 * The online contacts after `change`. The same set comes back when nothing changed, so a
 * repeated delta does not re-render its readers.
 */
export function nextPresence(
  online: ReadonlySet<string>,
  change: PresenceChange,
): ReadonlySet<string> {
  if (change.kind === 'replace') {
    return change.users.length === 0 ? NOBODY : new Set(change.users.map((user) => user.userId));
  }
  if ((change.kind === 'online') === online.has(change.userId)) return online;
  const next = new Set(online);
  if (change.kind === 'online') next.add(change.userId);
  else next.delete(change.userId);
  return next;
}

export interface RealtimeSnapshot {
  /** Null while nobody is signed in. */
  socket: ChatSocket | null;
  state: ConnectionState | null;
  online: ReadonlySet<string>;
}

const CLOSED: RealtimeSnapshot = { socket: null, state: null, online: NOBODY };

export interface Realtime {
  /** Connects as `userId` (nothing happens when already connected as them). */
  open(userId: string): void;
  /** Disconnects and forgets the socket and presence (sign-out). */
  close(): void;
  getSnapshot(): RealtimeSnapshot;
  subscribe(listener: () => void): () => void;
  /** Called after every connection that follows a lost one, once the socket is back in its rooms. */
  onReconnect(listener: () => void): () => void;
  /** Called when the server refused the connection (no valid session): the session is re-read. */
  onRefused(listener: () => void): () => void;
}

/**
 * The connection store; `connect` creates the socket (socket.io-client's `io`, or a fake in
 * tests). socket.io retries a lost connection by itself, but neither one the server closed nor
 * a refused handshake: those are retried here (a refusal after the longest reconnection delay,
 * while the session is read again), so the attempts stay unlimited (§9) until sign-out closes
 * the store.
 */
export function createRealtime(connect: (options: SocketConnectOptions) => ChatSocket): Realtime {
  let snapshot = CLOSED;
  let userId: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const refusedListeners = new Set<() => void>();

  const update = (patch: Partial<RealtimeSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const notify = (set: Set<() => void>) => {
    for (const listener of set) listener();
  };
  const register = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  function close() {
    clearTimeout(retryTimer);
    const { socket } = snapshot;
    userId = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    update(CLOSED);
  }

  function open(id: string) {
    if (userId === id && snapshot.socket) return;
    close();
    userId = id;
    const socket = connect(SOCKET_OPTIONS);
    let connectedBefore = false;
    const current = () => snapshot.socket === socket;
    const presence = (change: PresenceChange) => {
      if (current()) update({ online: nextPresence(snapshot.online, change) });
    };

    socket.on('connect', () => {
      // SPEC §7: the client announces itself on every connect; the answer is its getUsers.
      socket.emit('addUser', id);
      update({ state: 'connected' });
      if (connectedBefore) notify(reconnectListeners);
      connectedBefore = true;
    });
    socket.on('disconnect', (reason) => {
      if (!current()) return;
      // Who is online is unknown until the server answers again.
      update({ state: 'reconnecting', online: NOBODY });
      // socket.io does not come back by itself after the server closed the socket, which is
      // what a server does when it shuts down (a restart, a deploy): the member stays signed in.
      // It also closes it when the session ends (a sign-out, a deleted account): after a pause,
      // so that this page first reads the answer to its own sign-out and goes where it leads,
      // rather than learning of it from a refused reconnection (and so that the members of a
      // restarted node do not all come back in the same instant).
      if (reason !== 'io server disconnect') return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (current()) socket.connect();
      }, SOCKET_RECONNECTION.reconnectionDelay);
    });
    socket.on('connect_error', () => {
      if (!current()) return;
      update({ state: 'reconnecting' });
      if (socket.active) return;
      notify(refusedListeners);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (current()) socket.connect();
      }, SOCKET_RECONNECTION.reconnectionDelayMax);
    });
    socket.on('getUsers', (users) => presence({ kind: 'replace', users }));
    socket.on('userOnline', ({ userId: contact }) => presence({ kind: 'online', userId: contact }));
    socket.on('userOffline', ({ userId: contact }) =>
      presence({ kind: 'offline', userId: contact }),
    );
    update({ socket, state: 'connecting', online: NOBODY });
  }

  return {
    open,
    close,
    getSnapshot: () => snapshot,
    subscribe: (listener) => register(listeners, listener),
    onReconnect: (listener) => register(reconnectListeners, listener),
    onRefused: (listener) => register(refusedListeners, listener),
  };
}

type Connect = typeof import('socket.io-client').io;

let io: Connect | undefined;

/**
 * Loads socket.io-client. Only members connect, so it comes with the first sign-in (or a page
 * opened signed in) instead of with every visitor's first page (issue 12).
 */
export async function loadSocketClient(): Promise<void> {
  io ??= (await import('socket.io-client')).io;
}

/**
 * The app's connection, opened and closed by the app's realtime provider once
 * {@link loadSocketClient} has finished.
 */
export const realtime = createRealtime((options) => {
  if (!io) throw new Error('realtime.open() before loadSocketClient() finished');
  return io(options);
});

function useRealtimeValue<T>(select: (snapshot: RealtimeSnapshot) => T): T {
  const read = () => select(realtime.getSnapshot());
  return useSyncExternalStore(realtime.subscribe, read, read);
}

/** The socket while signed in, else null. */
export function useSocket(): ChatSocket | null {
  return useRealtimeValue((snapshot) => snapshot.socket);
}

/** The connection's state; null while signed out. */
export function useConnectionState(): ConnectionState | null {
  return useRealtimeValue((snapshot) => snapshot.state);
}

/** Whether a contact is online now. */
export function useIsOnline(userId: string): boolean {
  return useRealtimeValue((snapshot) => snapshot.online.has(userId));
}
