import { createHash, randomBytes } from 'node:crypto';
import { MAIL_MESSAGES, SESSION_COOKIE, sessionCookieName } from '@one-world/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessionsRepository } from '../db/sessions.repository';
import type { EventBus } from '../events/event-bus';
import type { Clock } from '../lib/clock';
import type { ClusterBus } from '../lib/cluster-bus';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { Actor, SessionActor } from '../lib/policy';
import { SESSION_REFRESH_INTERVAL_MS, type SessionCache, sessionCache } from './session-cache';

export type { Actor, SessionActor } from '../lib/policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for visitors. */
    actor: SessionActor | null;
  }
  interface FastifyInstance {
    /** The session cookie's name (`sessionCookieName`), fixed at start-up. */
    sessionCookie: string;
    /** The members' sessions as last read (`session-cache.ts`). */
    sessions: SessionCache;
  }
}

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** How often expired sessions are deleted; they never authenticate, this reclaims their rows. */
const SESSION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Sessions read again by one refresh at most; the others are read by their next request. */
const SESSION_REFRESH_BATCH = 5_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A GET of a page of the web app (no file extension): served HTML in the member's language, so
 * it reads the session too.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/socket.io/') &&
    !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))
  );
}

/** The signed-in actor, or a 401 for visitors. */
export function requireActor(request: FastifyRequest): SessionActor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * Route hook of every member route: a visitor gets 401 before the body is even validated, so a
 * signed-out call answers the same whatever it sends (DESIGN.md §4: authenticate, then validate).
 * It runs after the app-wide hooks, which read the session.
 */
export async function requireSignIn(request: FastifyRequest): Promise<void> {
  requireActor(request);
}

/**
 * The route hook (after `requireSignIn`) of the actions an unconfirmed member may not take when
 * REQUIRE_EMAIL_CONFIRMATION is on: posting, commenting, messaging, reviewing. 403 saying why;
 * reading stays open. With the setting off it lets everyone through.
 */
export function requireConfirmedEmail(settings: { requireConfirmation: boolean }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!settings.requireConfirmation) return;
    if (!requireActor(request).emailConfirmed) {
      throw forbidden(MAIL_MESSAGES.confirmationRequired);
    }
  };
}

/**
 * Spec payloads carry the acting user's `id`; the session decides who acts, and a payload id
 * naming someone else is refused (DESIGN.md §1).
 */
export function assertSelf(actor: Actor, claimedId: string | undefined | null): void {
  if (claimedId != null && claimedId !== '' && claimedId !== actor.id) {
    throw forbidden('errors.actAsYourself');
  }
}

/** Starts a fresh session for the user and sets its cookie (rotated at every sign-in). */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): Promise<void> {
  const previous = sessionKeyOf(reply.request);
  const repo = sessionsRepository(db);
  if (previous) {
    await repo.delete(previous);
    reply.server.sessions.sessionEnded(previous);
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await repo.create(hashToken(token), userId, expiresAt);
  reply.setCookie(reply.server.sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/** Deletes the session server-side and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const key = sessionKeyOf(request);
  if (key) {
    await sessionsRepository(db).delete(key);
    request.server.sessions.sessionEnded(key);
  }
  clearSessionCookie(reply);
}

/** "Sign out everywhere": deletes every session of the user, this one included, and its cookie. */
export async function endAllSessions(db: Db, reply: FastifyReply, userId: string) {
  await sessionsRepository(db).deleteAllOf(userId);
  reply.server.sessions.memberChanged(userId);
  clearSessionCookie(reply);
}

/**
 * The key the request's session is stored under (the hash of its cookie), for a service that ends
 * a member's other sessions and keeps this one; undefined without a session cookie.
 */
export function sessionKeyOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[request.server.sessionCookie];
  return token ? hashToken(token) : undefined;
}

/** Tells the browser to drop the session cookie (its session is gone server-side). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(reply.server.sessionCookie, {
    path: '/',
    secure: reply.server.sessionCookie !== SESSION_COOKIE,
  });
}

/** The key a session token is stored under, as `sessionKeyOf` gives it for a request. */
export const sessionKeyOfToken = (token: string): string => hashToken(token);

/** The actor a session token belongs to, or null when it is unknown or expired. */
export async function findSessionActor(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionActor | null> {
  return (await sessionsRepository(db).findActor(hashToken(token), now))?.actor ?? null;
}

/**
 * Reads again, in one query, the cached sessions that answered a request since they were read and
 * go stale within `withinMs` (`dueForRefresh`): those found are fresh again, the others dropped.
 * One that changed meanwhile stays as it was (`set` refuses a read older than a drop), and its
 * next request reads it once it is stale.
 */
export async function refreshSessions(
  db: Db,
  sessions: SessionCache,
  now: Date,
  withinMs: number,
): Promise<void> {
  const keys = sessions.dueForRefresh(withinMs, SESSION_REFRESH_BATCH);
  if (keys.length === 0) return;
  const readAt = sessions.generation();
  const found = await sessionsRepository(db).findActors(keys, now);
  for (const key of keys) {
    const session = found.get(key);
    if (session) sessions.set(key, session.actor, session.expiresAt, readAt);
    else sessions.drop(key);
  }
}

interface SessionPluginOptions {
  db: Db;
  clock: Clock;
  /** What drops a member's cached sessions when they change, here and on the other nodes. */
  events: EventBus;
  cluster: ClusterBus;
  /** Whether the cookie is Secure (production over HTTPS), which also names it. */
  secure: boolean;
}

/**
 * Sets `request.actor` from the session cookie (named for `secure`), read through the node's
 * session cache, and deletes expired sessions at start-up and every hour after.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  app.decorate('sessionCookie', sessionCookieName(opts.secure));
  const sessions = sessionCache();
  sessions.follow(opts.events, opts.cluster);
  app.decorate('sessions', sessions);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[app.sessionCookie];
    if (!token || !(request.url.startsWith('/api/') || isPageRequest(request))) return;
    const key = hashToken(token);
    const now = opts.clock.now();
    const cached = sessions.get(key, now);
    if (cached) {
      request.actor = cached;
      return;
    }
    const readAt = sessions.generation();
    const found = await sessionsRepository(opts.db).findActor(key, now);
    if (found) sessions.set(key, found.actor, found.expiresAt, readAt);
    request.actor = found?.actor ?? null;
  });

  const deleteExpired = () => sessionsRepository(opts.db).deleteExpired(opts.clock.now());
  const timers: NodeJS.Timeout[] = [];
  const runs = new Set<Promise<void>>();
  /**
   * Runs `work` every `ms`, one run at a time, logging a failure; keeps no process alive, and
   * closing waits for a run under way (it reads the database being closed).
   */
  const every = (ms: number, work: () => Promise<void>, failure: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const run = work()
        .catch((err) => app.log.warn({ err }, failure))
        .finally(() => {
          running = false;
          runs.delete(run);
        });
      runs.add(run);
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    await deleteExpired();
    every(SESSION_CLEANUP_INTERVAL_MS, deleteExpired, 'deleting expired sessions failed');
    every(
      SESSION_REFRESH_INTERVAL_MS,
      // What goes stale before the refresh after next, so none goes stale between two.
      () => refreshSessions(opts.db, sessions, opts.clock.now(), 2 * SESSION_REFRESH_INTERVAL_MS),
      'reading the cached sessions again failed',
    );
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(runs);
  });
});
