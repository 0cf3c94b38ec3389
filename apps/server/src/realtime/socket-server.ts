import cookie from '@fastify/cookie';
import { LOCALE_COOKIE, negotiateLocale } from '@one-world/i18n';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import type { Clock } from '../lib/clock';
import { translatorFor } from '../lib/i18n';
import { closeRedis, logRedisErrors, redisNames, waitingForRedis } from '../lib/redis';
import { originAllowed } from '../lib/same-origin';
import { findSessionActor, sessionKeyOfToken } from '../plugins/session';
import { memoryPresenceStore } from './memory-presence-store';
import { startPresence } from './presence';
import { redisPresenceStore } from './redis-presence-store';
import { type RealtimeServer, sessionRoom, userRoom } from './types';

export { type RealtimeServer, userRoom };

export interface RealtimeDeps {
  db: Db;
  /** The shared client; presence lives in Redis when it is set, in this process otherwise. */
  redis: Redis | undefined;
  /** What this deployment's Redis keys and channels start with (`AppConfig.redisPrefix`). */
  redisPrefix: string;
  publicUrl: string | undefined;
  clock: Clock;
  /** How long a socket counts as live without its node's heartbeat. */
  presenceTtlMs: number;
  /** Whose presence a member sees (see PresenceDeps); the chat module answers it. */
  contactsOf: (userId: string) => Promise<string[]>;
  /** New follows and conversations make new contacts, who are shown each other's presence. */
  events: EventBus;
}

/** The commands the Socket.IO Redis adapter sends without handling their failure. */
type AdapterCommand = 'publish' | 'psubscribe' | 'subscribe' | 'punsubscribe' | 'unsubscribe';

/**
 * The adapter leaves the promises of its publishes (on the pub client) and of its subscribing
 * and unsubscribing (on the sub client, as the node starts and closes) alone. One still queued
 * when the node closes while Redis is away is rejected ("Connection is closed"), which unhandled
 * would end the process: it is logged instead.
 */
function failuresLogged(
  client: Redis,
  commands: readonly AdapterCommand[],
  log: FastifyBaseLogger,
): Redis {
  const methods = client as unknown as Record<AdapterCommand, (...args: unknown[]) => unknown>;
  for (const command of commands) {
    const send = methods[command].bind(client);
    methods[command] = (...args: unknown[]) => {
      const sent = send(...args);
      if (sent instanceof Promise) {
        sent.catch((err: unknown) => log.warn({ err }, `${command} to the other nodes failed`));
      }
      return sent;
    };
  }
  return client;
}

/**
 * Runs `close` once the answer to the request has gone out. The page that signed itself out (or
 * deleted its account) then reads that answer before its socket closes: closed first, the socket's
 * refused reconnection made the page re-read the session, and its route guard sent the member to
 * sign in before the page could go where the answer leads.
 */
export function afterAnswer(reply: FastifyReply, close: () => void): void {
  reply.raw.once('close', close);
}

/** The servers whose rooms span several nodes (through Redis). */
const clustered = new WeakSet<RealtimeServer>();

/**
 * Whether an emit to the member's room may reach anyone: on a single node, whether one of its
 * sockets is in the room (exact: a socket joins it as it connects, before its client hears it is
 * connected); with Redis, always (the member's tabs may be on another node). Lets a subscriber skip
 * the query whose answer it would emit to nobody.
 */
export function mayHaveListeners(realtime: RealtimeServer, userId: string): boolean {
  return clustered.has(realtime) || realtime.of('/').adapter.rooms.has(userRoom(userId));
}

/** Closes, on every node, the sockets opened with one session (it was signed out). */
export function closeSessionSockets(realtime: RealtimeServer, sessionKey: string): void {
  realtime.in(sessionRoom(sessionKey)).disconnectSockets(true);
}

/**
 * Closes, on every node, a member's sockets once their sessions were ended (password changed or
 * reset, signed out everywhere), but those of `keep`, the session that did it and lives on.
 */
export function closeMemberSockets(realtime: RealtimeServer, userId: string, keep?: string): void {
  const sockets = realtime.in(userRoom(userId));
  (keep ? sockets.except(sessionRoom(keep)) : sockets).disconnectSockets(true);
}

/**
 * Socket.IO on the app's own port. The socket's user comes from the session cookie at the
 * handshake, never from an event payload. With Redis, rooms and presence span every node (the
 * Redis adapter is loaded only then: a single node's start does without it).
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: RealtimeDeps,
): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, request.headers.host, deps.publicUrl)),
  });

  // The adapter's commands have no error handler, so one failing would be an unhandled
  // rejection that ends the process: its clients wait for Redis instead (`waitingForRedis`), and
  // what is still queued when they close is logged (`failuresLogged`).
  const redisClients = deps.redis && {
    pub: failuresLogged(
      logRedisErrors(deps.redis.duplicate(waitingForRedis), app.log, 'pub'),
      ['publish'],
      app.log,
    ),
    sub: failuresLogged(
      logRedisErrors(deps.redis.duplicate(waitingForRedis), app.log, 'sub'),
      ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'],
      app.log,
    ),
  };
  if (redisClients) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    clustered.add(io);
    io.adapter(
      createAdapter(redisClients.pub, redisClients.sub, {
        key: redisNames(deps.redisPrefix).socketIo,
      }),
    );
  }

  io.use(async (socket, next) => {
    // The session plugin names the cookie once the app is built, before any socket connects.
    const token = cookie.parse(socket.handshake.headers.cookie ?? '')[app.sessionCookie];
    const actor = token ? await findSessionActor(deps.db, token).catch(() => null) : null;
    if (!token || !actor) {
      // A visitor's refusal reads in the language their browser would get a page in.
      const { cookie: cookies = '', 'accept-language': browser } = socket.handshake.headers;
      const locale = negotiateLocale({ stored: cookie.parse(cookies)[LOCALE_COOKIE], browser });
      return next(new Error(translatorFor(locale).t('errors.signIn')));
    }
    socket.data.actor = actor;
    socket.data.sessionKey = sessionKeyOfToken(token);
    next();
  });

  // Presence commands go through the shared client, which fails at once while Redis is away
  // rather than queueing: a socket never waits on them.
  const storeOptions = { ttlMs: deps.presenceTtlMs, clock: deps.clock };
  const presence = startPresence(io, {
    store: deps.redis
      ? redisPresenceStore(deps.redis, storeOptions, redisNames(deps.redisPrefix).presence)
      : memoryPresenceStore(storeOptions),
    contactsOf: deps.contactsOf,
    events: deps.events,
    heartbeatMs: Math.floor(deps.presenceTtlMs / 3),
    log: app.log,
  });

  io.on('connection', (socket) => {
    const { id } = socket.data.actor;
    Promise.resolve(socket.join([userRoom(id), sessionRoom(socket.data.sessionKey)])).catch(
      (err: unknown) => app.log.warn({ err }, 'joining the user room failed'),
    );
    presence.connected(socket);
    // Answered to this socket only: a client repeating addUser costs the others nothing. The
    // session names the user, so an id naming anyone else is ignored.
    socket.on('addUser', (userId) => {
      if (userId === id) presence.resend(socket);
    });
    socket.on('disconnect', () => presence.disconnected(socket));
  });

  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  // The onClose hooks run in reverse order of registration, so this one ends before app.ts
  // closes the shared Redis client and the database, which the presence work still uses.
  app.addHook('onClose', async () => {
    await io.close();
    // The Redis clients close only after the presence work, since the adapter publishes its
    // emits through them without handling a closed connection.
    await presence.close();
    if (redisClients) {
      await Promise.all([closeRedis(redisClients.pub), closeRedis(redisClients.sub)]);
    }
  });
  return io;
}
