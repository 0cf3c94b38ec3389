import type { ClientToServerEvents, ServerToClientEvents } from '@one-world/contract';
import type { Server, Socket } from 'socket.io';
import type { SessionActor } from '../plugins/session';

/** What the handshake attaches to a socket: its member and session, from the session cookie. */
export interface SocketData {
  actor: SessionActor;
  /** The key its session is stored under (`sessionKeyOf`), to close it when the session ends. */
  sessionKey: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/** The room every socket of one member joins; services emit to it after a write commits. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The room of the sockets opened with one session, closed when that session ends. */
export const sessionRoom = (sessionKey: string) => `session:${sessionKey}`;
