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
import { originAllowed } from '../lib/same-origin';
import { type Actor, findSessionActor } from '../plugins/session';

interface SocketData {
  actor: Actor;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/** The room every socket of one member joins; services emit to it after a write commits. */
export const userRoom = (userId: string) => `user:${userId}`;

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
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, request.headers.host, deps.publicUrl)),
  });

  // Unlike the shared client, these queue while Redis is away: the subscriptions must be made
  // whenever it comes back, so the subscriber also waits without a retry limit or timeout.
  const redisClients = deps.redis && {
    pub: logRedisErrors(deps.redis.duplicate({ enableOfflineQueue: true }), app.log, 'pub'),
    sub: logRedisErrors(
      deps.redis.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      }),
      app.log,
      'sub',
    ),
  };
  if (redisClients) io.adapter(createAdapter(redisClients.pub, redisClients.sub));

  io.use(async (socket, next) => {
    const token = cookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    const actor = token ? await findSessionActor(deps.db, token).catch(() => null) : null;
    if (!actor) return next(new Error('Please sign in'));
    socket.data.actor = actor;
    next();
  });

  const onlineUsers = async (): Promise<OnlineUser[]> => {
    const sockets = await io.fetchSockets();
    return [...new Set(sockets.map((s) => s.data.actor.id))].map((userId) => ({ userId }));
  };
  const warn = (what: string) => (err: unknown) => app.log.warn({ err }, what);
  // Presence work still running; the Redis clients close only after it, since the adapter
  // publishes through them without handling a closed connection.
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const withOnlineUsers = (send: (users: OnlineUser[]) => void, failure: string) =>
    track(onlineUsers().then(send, warn(failure)));
  const broadcastOnlineUsers = () =>
    withOnlineUsers((users) => io.emit('getUsers', users), 'presence broadcast failed');

  io.on('connection', (socket) => {
    const { id } = socket.data.actor;
    Promise.resolve(socket.join(userRoom(id))).catch(warn('joining the user room failed'));
    // Answered to this socket only: a client repeating addUser costs the others nothing. The
    // session names the user, so an id naming anyone else is ignored.
    socket.on('addUser', (userId) => {
      if (userId !== id) return;
      withOnlineUsers((users) => socket.emit('getUsers', users), 'presence lookup failed');
    });
    socket.on('disconnect', broadcastOnlineUsers);
    broadcastOnlineUsers();
  });

  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(inFlight);
    if (redisClients) {
      await Promise.all([closeRedis(redisClients.pub), closeRedis(redisClients.sub)]);
    }
  });
  return io;
}
