/**
 * Issue 13, faults: Redis stops under two nodes (one PostgreSQL database, one Redis, both
 * throwaway). While it is away each node keeps serving HTTP and delivering to its own sockets;
 * once an empty Redis is back on the same port, cross-node delivery and presence resume by
 * themselves within a bounded time.
 */
import { randomBytes } from 'node:crypto';
import type { OnlineUser, SendMessageAck } from '@one-world/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ClientSocket,
  connectSocket,
  nextEvent,
} from '../../apps/server/src/realtime/test-socket';
import {
  type BuiltServer,
  createThrowawayDatabase,
  startBuiltServer,
  type ThrowawayDatabase,
} from '../../bench/support';
import {
  call,
  createPost,
  LOOSE_LIMITS,
  type Member,
  openConversation,
  signUp,
  startThrowawayRedis,
  type ThrowawayRedis,
  waitUntil,
} from './support';

/** How long a socket stays online without its node's heartbeat (a third of it) in this test. */
const PRESENCE_TTL_MS = 3000;
/** The bound on delivery to a node's own sockets while Redis is away. */
const LOCAL_DELIVERY_MS = 5000;
/** The bound on cross-node delivery and presence coming back once Redis returns. */
const RESUME_MS = 15_000;

/** Resolves with the socket's next `event`, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms),
    ),
  ]);
}

describe('Redis stops under two nodes', () => {
  let redis: ThrowawayRedis | undefined;
  let database: ThrowawayDatabase | undefined;
  const nodes: BuiltServer[] = [];
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.kill();
    await database?.drop();
  });

  /** A connected socket of `member` on `node`, and the online list the node greeted it with. */
  const online = async (node: BuiltServer, member: Member) => {
    const socket = connectSocket(node.url, { cookie: member.cookie });
    sockets.push(socket);
    const greeting = nextEvent(socket, 'getUsers');
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      }),
      LOCAL_DELIVERY_MS,
      'socket connection',
    );
    return { socket, greeting: within(greeting, LOCAL_DELIVERY_MS, 'getUsers') };
  };

  /** Sends over the socket and resolves with the acknowledgement. */
  const send = (
    from: Member,
    fromSocket: ClientSocket,
    to: Member,
    conversationId: string,
    text: string,
  ) =>
    within(
      new Promise<SendMessageAck>((resolve) =>
        fromSocket.emit(
          'sendMessage',
          { senderId: from.user._id, receiverId: to.user._id, conversationId, text },
          resolve,
        ),
      ),
      LOCAL_DELIVERY_MS,
      'sendMessage acknowledgement',
    );

  it('keeps each node serving while Redis is away, and resumes across nodes when it returns', async () => {
    [redis, database] = await Promise.all([startThrowawayRedis(), createThrowawayDatabase()]);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      APP_SECRET: randomBytes(32).toString('base64url'),
      PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
      ...LOOSE_LIMITS,
    };
    // One after the other: both would migrate the fresh database at once (they take turns anyway).
    const node1 = await startBuiltServer(env);
    nodes.push(node1);
    const node2 = await startBuiltServer(env);
    nodes.push(node2);

    const [alice, bob, carol] = await Promise.all([
      signUp(node1.url, 'Alice'),
      signUp(node2.url, 'Bob'),
      signUp(node1.url, 'Carol'),
    ]);
    if (!alice || !bob || !carol) throw new Error('three members');
    const aliceBob = await openConversation(node1.url, alice, bob);
    const aliceCarol = await openConversation(node1.url, alice, carol);

    const bobOn2 = await online(node2, bob);
    await bobOn2.greeting;
    const aliceOn1 = await online(node1, alice);
    await aliceOn1.greeting;
    const carolOn1 = await online(node1, carol);
    await carolOn1.greeting;

    // Before: node 1 → node 2 works.
    const before = within(nextEvent(bobOn2.socket, 'getMessage'), LOCAL_DELIVERY_MS, 'to Bob');
    expect((await send(alice, aliceOn1.socket, bob, aliceBob, 'Before the outage')).ok).toBe(true);
    expect((await before).text).toBe('Before the outage');

    await redis.kill();

    // HTTP on both nodes: reads and writes (the database is there; rate limits are skipped).
    for (const node of [node1, node2]) {
      expect((await call(node.url, 'GET', '/api/posts?category=Climate')).status).toBe(200);
    }
    await createPost(node2.url, bob, 'Written while Redis is away');
    await createPost(node1.url, carol, 'Also written while Redis is away');
    const health = await call(node1.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ message: 'Redis unavailable' });

    // A node's own sockets: Alice and Carol are both on node 1.
    const local = within(nextEvent(carolOn1.socket, 'getMessage'), LOCAL_DELIVERY_MS, 'to Carol');
    const localAck = await send(alice, aliceOn1.socket, carol, aliceCarol, 'Redis is away');
    expect(localAck.ok).toBe(true);
    expect((await local).text).toBe('Redis is away');
    // The sockets stayed connected through it all.
    for (const { socket } of [bobOn2, aliceOn1, carolOn1]) expect(socket.connected).toBe(true);

    await redis.start();

    // Cross-node delivery resumes: a message from node 1 reaches Bob on node 2.
    const resumedIn = await waitUntil(
      'cross-node delivery after Redis returned',
      async () => {
        const text = `After the outage ${randomBytes(3).toString('hex')}`;
        const arrived = nextEvent(bobOn2.socket, 'getMessage');
        const ack = await send(alice, aliceOn1.socket, bob, aliceBob, text);
        if (!ack.ok) return false;
        return within(arrived, 1000, 'to Bob').then(
          (message) => message.text === text,
          () => false,
        );
      },
      RESUME_MS,
    );

    // Presence resumes: the empty Redis learns again who is online from the nodes' heartbeats, so
    // a second socket of Bob's on node 2 is greeted with Alice, who stayed on node 1 (the list
    // holds one's conversation partners).
    const presenceIn = await waitUntil(
      'presence across nodes after Redis returned',
      async () => {
        const again = await online(node2, bob);
        const seen = (await again.greeting).map((u: OnlineUser) => u.userId);
        again.socket.close();
        return seen.includes(alice.user._id);
      },
      RESUME_MS,
    );
    console.log(
      `[faults] after Redis returned: delivery in ${Math.round(resumedIn)} ms, presence in ${Math.round(presenceIn)} ms`,
    );
    expect((await call(node2.url, 'GET', '/api/health')).status).toBe(200);
  });
});
