import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import {
  type ClientToServerEvents,
  type OnlineUser,
  SESSION_COOKIE,
  type ServerToClientEvents,
} from '@one-world/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { closeRedis, logRedisErrors } from '../lib/redis';
import { type Actor, findSessionActor } from '../plugins/session';

interface SocketData {
  actor: Actor;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/** The room every socket of one member joins; services emit to it after a write commits. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Same-origin check for the handshake: with SameSite cookies it defends against CSRF. */
function sameOrigin(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const { host, origin: normalized } = new URL(origin);
    return (
      host === request.headers.host ||
      (publicUrl !== undefined && normalized === new URL(publicUrl).origin)
    );
  } catch {
    return false;
  }
}

/**
 * Socket.IO on the app's own port. The socket's user comes from the session cookie at the
 * handshake, never from an event payload. With Redis, rooms and presence span every node.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: { db: Db; redis: Redis | undefined; publicUrl: string | undefined },
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, callback) => callback(null, sameOrigin(request, deps.publicUrl)),
  });

  if (deps.redis) {
    // Unlike the shared client, these queue while Redis is away: the subscriptions must be made
    // whenever it comes back, so the subscriber also waits without a retry limit or timeout.
    const pub = logRedisErrors(deps.redis.duplicate({ enableOfflineQueue: true }), app.log, 'pub');
    const sub = logRedisErrors(
      deps.redis.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      }),
      app.log,
      'sub',
    );
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    });
  }

  io.use(async (socket, next) => {
    const token = cookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    const actor = token ? await findSessionActor(deps.db, token).catch(() => null) : null;
    if (!actor) return next(new Error('Please sign in'));
    socket.data.actor = actor;
    next();
  });

  const broadcastOnlineUsers = async () => {
    const sockets = await io.fetchSockets();
    const ids = new Set(sockets.map((s) => s.data.actor.id));
    const users: OnlineUser[] = [...ids].map((userId) => ({ userId }));
    io.emit('getUsers', users);
  };

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.actor.id));
    socket.on('addUser', () => void broadcastOnlineUsers().catch(() => undefined));
    socket.on('disconnect', () => void broadcastOnlineUsers().catch(() => undefined));
    void broadcastOnlineUsers().catch((err) => app.log.warn({ err }, 'presence broadcast failed'));
  });

  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
