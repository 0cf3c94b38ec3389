import type { ClientToServerEvents, ServerToClientEvents } from '@one-world/contract';
import { io as connect, type Socket } from 'socket.io-client';

/** Test support (imported by tests only): a browser's socket, as the server's tests drive it. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects over WebSocket with the given headers (cookie, origin); never reconnects by itself. */
export function connectSocket(url: string, headers: Record<string, string>): ClientSocket {
  return connect(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves with the payload of the socket's next `event`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    // The typed `once` cannot relate a generic event name to its listener's type.
    socket.once(event, resolve as never);
  });
}
