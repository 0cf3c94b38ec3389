import type { Clock } from '../lib/clock';

/** One socket of a member, as a node's heartbeat reports it. */
export interface LiveSocket {
  userId: string;
  socketId: string;
}

/**
 * Who is online, as a set of live sockets per member. A socket is live until its expiry, which
 * its node's heartbeat keeps pushing forward; a member is online while any of their sockets on
 * any node is live, so the sockets of a node that stops answering expire by themselves.
 *
 * The answers that say a member came online or went offline are decided atomically by the store,
 * so among several nodes exactly one sees each change.
 */
export interface PresenceStore {
  /** Records a live socket; true when the member had none (they just came online). */
  add(userId: string, socketId: string): Promise<boolean>;
  /** Forgets a socket; true when it leaves the member without any (they just went offline). */
  remove(userId: string, socketId: string): Promise<boolean>;
  /** The members among these with a live socket, in the order given. */
  online(userIds: readonly string[]): Promise<string[]>;
  /**
   * Keeps this node's sockets live for another TTL, recording again any the store lost (an
   * expiry during a Redis outage, a restarted Redis); answers the members that came online by it.
   */
  refresh(sockets: readonly LiveSocket[]): Promise<string[]>;
  /** Forgets the expired sockets of every node; answers the members it left without any. */
  sweep(): Promise<string[]>;
}

export interface PresenceOptions {
  /** How long a socket stays live after it was recorded or refreshed. */
  ttlMs: number;
  clock: Clock;
}
