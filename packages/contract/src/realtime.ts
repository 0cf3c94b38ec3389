/** The Socket.IO event map shared by the server and the web app (SPEC §7 "Real-time"). */

/** An online member (SPEC §3 "Online-user entry"). */
export interface OnlineUser {
  userId: string;
}

export interface ServerToClientEvents {
  /** Everyone online, sent to all sockets whenever someone connects or leaves. */
  getUsers: (users: OnlineUser[]) => void;
}

export interface ClientToServerEvents {
  /**
   * Sent by the client on connect (SPEC §7). The server already knows the user from the session
   * cookie, so the id is only checked, never trusted; the answer is a fresh getUsers.
   */
  addUser: (userId: string) => void;
}

/** Reconnection settings of SPEC §9, used by the web client. */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
} as const;
