import type { ClientToServerEvents, OnlineUser, ServerToClientEvents } from '@one-world/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { type RealtimeServer, userRoom } from './types';

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

/**
 * A sync point: everything the server emitted to the member's socket before it handled this
 * addUser has arrived once its answer has (one connection delivers in order). Resolves with that
 * answer, the member's online contacts.
 */
export function roundTrip(socket: ClientSocket, userId: string): Promise<OnlineUser[]> {
  const answer = nextEvent(socket, 'getUsers');
  socket.emit('addUser', userId);
  return answer;
}

/**
 * Resolves once the socket is connected and the server has it in the member's room, so that
 * emits to the room reach it (joining happens just after the connection, on the server).
 */
export async function joinedRoom(
  realtime: RealtimeServer,
  socket: ClientSocket,
  userId: string,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  await vi.waitFor(async () => {
    const inRoom = await realtime.in(userRoom(userId)).fetchSockets();
    expect(inRoom.map((s) => s.id)).toContain(socket.id);
  });
}

/**
 * A member coming online: a socket with their session cookie, resolved once it is in their room,
 * and kept in `opened` for the test file to close at the end.
 */
export async function connectMember(
  realtime: RealtimeServer,
  url: string,
  member: { cookie: string; user: { _id: string } },
  opened: ClientSocket[],
): Promise<ClientSocket> {
  const socket = connectSocket(url, { cookie: member.cookie });
  opened.push(socket);
  await joinedRoom(realtime, socket, member.user._id);
  return socket;
}

/**
 * A socket with the session `cookie`, resolved once connected (rejected when the handshake is
 * refused), and kept in `opened` for the test file to close at the end.
 */
export async function openSocket(
  url: string,
  cookie: string,
  opened: ClientSocket[],
): Promise<ClientSocket> {
  const socket = connectSocket(url, { cookie });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

/** Resolves when the server closes the socket. */
export const socketClosed = (socket: ClientSocket) =>
  new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
