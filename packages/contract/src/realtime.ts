/** The Socket.IO event map shared by the server and the web app (SPEC §7 "Real-time"). */
import type { IncomingMessage, SendMessageAck, SendMessagePayload } from './common';

/** An online member (SPEC §3 "Online-user entry"). */
export interface OnlineUser {
  userId: string;
}

/** Client connection settings (SPEC §9 "Chat reconnection"). */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
  transports: ['polling', 'websocket'],
} as const;

export interface ServerToClientEvents {
  /**
   * The member's contacts who are online (the people they follow, who follow them or who they
   * have a conversation with): sent to a socket when it connects and in answer to its addUser.
   * Changes after that arrive one by one as userOnline and userOffline.
   */
  getUsers: (users: OnlineUser[]) => void;
  /** A contact came online (their first socket on any node). */
  userOnline: (user: OnlineUser) => void;
  /** A contact went offline (their last socket closed, or their node stopped answering). */
  userOffline: (user: OnlineUser) => void;
  /**
   * A message of one of the member's conversations, sent to both members' sockets (so the
   * sender's other tabs see it too) once it is stored.
   */
  getMessage: (message: IncomingMessage) => void;
  /** The member read a conversation (on another tab or device): its unread count is now 0. */
  conversationRead: (read: { conversationId: string }) => void;
  /**
   * The member's notifications changed (a new one, a grouped one grew, or some were read on
   * another tab): the bell shows `unreadCount` and open lists refetch.
   */
  notificationsChanged: (state: { unreadCount: number }) => void;
}

export interface ClientToServerEvents {
  /**
   * Sent by the client on connect (SPEC §7). The server already knows the user from the session
   * cookie, so the id is only checked, never trusted: when it is the session's own, the answer is
   * a getUsers to that socket alone; any other id is ignored.
   */
  addUser: (userId: string) => void;
  /**
   * Sends a message (SPEC §7). It is stored before it is delivered; the acknowledgement (optional,
   * the spec's client sends none) answers the stored message or why it was refused.
   */
  sendMessage: (payload: SendMessagePayload, ack?: (result: SendMessageAck) => void) => void;
}
