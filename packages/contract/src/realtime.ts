/** The Socket.IO event map shared by the server and the web app (SPEC §7 "Real-time"). */

/** An online member (SPEC §3 "Online-user entry"). */
export interface OnlineUser {
  userId: string;
}

export interface ServerToClientEvents {
  /**
   * Everyone online: sent to all sockets whenever someone connects or leaves, and to one socket
   * in answer to its addUser.
   */
  getUsers: (users: OnlineUser[]) => void;
}

export interface ClientToServerEvents {
  /**
   * Sent by the client on connect (SPEC §7). The server already knows the user from the session
   * cookie, so the id is only checked, never trusted: when it is the session's own, the answer is
   * a getUsers to that socket alone; any other id is ignored. Everyone else hears of a member
   * through the getUsers broadcast of their connect and disconnect.
   */
  addUser: (userId: string) => void;
}
