import type { DomainEventName } from '@one-world/contract';
import type { EventBus } from '../events/event-bus';
import type { ClusterBus } from '../lib/cluster-bus';
import type { SessionActor } from '../lib/policy';

/**
 * How long a member's session, once read, is trusted without reading it again. Every change the
 * server makes to what a session carries drops it at once, on every node (below); the lifetime
 * only bounds changes made outside the server (`npm run admin`, an operator's SQL).
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** How many sessions a node keeps at most; the oldest is dropped first. */
export const SESSION_CACHE_ENTRIES = 20_000;
/**
 * How often the node reads again, in one query, the sessions that were used and go stale before
 * the next time (`dueForRefresh`); an active member's requests then never wait for theirs.
 */
export const SESSION_REFRESH_INTERVAL_MS = 1_000;

/**
 * The events after which a member's sessions must be read again: their e-mail confirmation,
 * language or standing changed, or their sessions ended (a password change, a suspension, a
 * deleted account).
 */
const CHANGES_A_MEMBERS_SESSIONS = [
  'user.updated',
  'user.account-changed',
  'user.password-changed',
  'user.deleted',
  'user.suspended',
  'user.unsuspended',
] as const satisfies readonly DomainEventName[];

/** What `follow` tells the other nodes: one session ended, or every session of a member. */
const SESSION_NEWS = 'session:';
const MEMBER_NEWS = 'member:';

interface Entry {
  actor: SessionActor;
  /** The cache's own deadline, in `now()` milliseconds. */
  staleAt: number;
  /** When the session itself expires (the clock the session plugin reads). */
  expiresAt: Date;
  /** Whether a request was answered from it since it was read: only those are read ahead. */
  used: boolean;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds of a monotonic-enough clock (tests move it). */
  now?: () => number;
}

/**
 * The signed-in members' sessions as last read, by the stored key of their cookie (issue 12: the
 * session look-up was one of the two queries of a member's board page). It lives in each node's
 * memory and holds only sessions that were found valid; an unknown or expired cookie is read
 * every time. Every change the server makes to a session or to what it carries drops it on the
 * node that made it, after the commit, and on the others through the cluster bus; while Redis is
 * away, the other nodes see it within `ttlMs`.
 */
export function sessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_ENTRIES,
  now = Date.now,
}: SessionCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  /** Which cached sessions are a member's: a change to the member drops exactly those. */
  const keysOf = new Map<string, Set<string>>();
  /** Counts what was dropped, so a session read before a change is not stored after it. */
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.actor.id);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.actor.id);
  };
  const forgetSession = (key: string) => {
    generation++;
    drop(key);
  };
  const forgetMember = (userId: string) => {
    generation++;
    for (const key of keysOf.get(userId) ?? []) drop(key);
  };
  const applyNews = (news: string) => {
    if (news.startsWith(SESSION_NEWS)) forgetSession(news.slice(SESSION_NEWS.length));
    else if (news.startsWith(MEMBER_NEWS)) forgetMember(news.slice(MEMBER_NEWS.length));
  };
  let cluster: ClusterBus | undefined;
  const tell = (news: string) => {
    applyNews(news);
    cluster?.publish('sessions', news);
  };

  return {
    /** The session's member while the entry is fresh and the session not expired at `at`. */
    get(key: string, at: Date): SessionActor | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.staleAt <= now() || entry.expiresAt <= at) {
        drop(key);
        return undefined;
      }
      entry.used = true;
      return entry.actor;
    },

    /**
     * The sessions (at most `limit`) that answered a request since they were read and go stale
     * within `withinMs`: read them again ahead of time (`set` them, or `drop` those no longer
     * found), so that an active member's session is read in a batch with others every `ttlMs`
     * instead of once by one of their requests.
     */
    dueForRefresh(withinMs: number, limit: number): string[] {
      const due: string[] = [];
      const before = now() + withinMs;
      // `set` stores each entry anew, at the end: the map runs in the order entries go stale, so
      // the walk ends at the first one that stays fresh long enough.
      for (const [key, entry] of entries) {
        if (due.length === limit || entry.staleAt > before) break;
        if (entry.used) due.push(key);
      }
      return due;
    },

    /** Drops one session here only (a refresh no longer found it). */
    drop,

    /** What `set` needs to know that nothing was dropped since the session was read. */
    generation: () => generation,

    /** Stores a session read at `readAt` (a `generation()`), unless something changed since. */
    set(key: string, actor: SessionActor, expiresAt: Date, readAt: number): void {
      if (readAt !== generation) return;
      drop(key);
      // One object answers many requests: frozen, so none can change it for the others.
      entries.set(key, {
        actor: Object.freeze(actor),
        staleAt: now() + ttlMs,
        expiresAt,
        used: false,
      });
      const keys = keysOf.get(actor.id) ?? new Set<string>();
      keys.add(key);
      keysOf.set(actor.id, keys);
      const oldest = entries.keys().next().value;
      if (entries.size > maxEntries && oldest !== undefined) drop(oldest);
    },

    /** Drops one session here and on the other nodes (it ended). */
    sessionEnded: (key: string) => tell(`${SESSION_NEWS}${key}`),

    /** Drops every session of the member here and on the other nodes. */
    memberChanged: (userId: string) => tell(`${MEMBER_NEWS}${userId}`),

    /** How many sessions it holds (for tests). */
    size: () => entries.size,

    /**
     * Keeps the cache in step with the domain events, published after each commit, and with the
     * other nodes: it tells them what it dropped, and drops what they tell it.
     */
    follow(events: EventBus, bus: ClusterBus): void {
      cluster = bus;
      for (const name of CHANGES_A_MEMBERS_SESSIONS) {
        events.subscribe(name, ({ userId }: { userId: string }) => tell(`${MEMBER_NEWS}${userId}`));
      }
      void bus.subscribe('sessions', applyNews);
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
