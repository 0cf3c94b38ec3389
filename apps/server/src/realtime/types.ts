import type { ClientToServerEvents, ServerToClientEvents } from '@one-world/contract';
import type { Server, Socket } from 'socket.io';
import type { SessionActor } from '../plugins/session';

/** What the handshake attaches to a socket: its member, from the session cookie. */
export interface SocketData {
  actor: SessionActor;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/** The room every socket of one member joins; services emit to it after a write commits. */
export const userRoom = (userId: string) => `user:${userId}`;
