import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Conversation,
  type IncomingMessage,
  type OnlineUser,
  SESSION_COOKIE,
  type SendMessageAck,
  type SessionUser,
} from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { type ClientSocket, connectSocket, nextEvent } from './test-socket';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const PRESENCE_TTL_MS = 3000;

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Node {
  child: ChildProcess;
  url: string;
  logs: string[];
}

/** Starts `src/main.ts` as its own process and resolves once its health check answers 200. */
async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = once(child, 'exit').then(() => {
    throw new Error(`node exited before it was healthy:\n${logs.join('')}`);
  });
  const healthy = (async () => {
    for (;;) {
      const res = await fetch(`${url}/api/health`).catch(() => null);
      if (res?.status === 200) return;
      // Nothing to wait on but the port itself: ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([healthy, exited]);
  return { child, url, logs };
}

/** Signs up over HTTP; the session cookie, ready for a `cookie` header. */
async function signUpAt(node: Node, name: string) {
  const res = await fetch(`${node.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`,
      password: 'Secret123',
    }),
  });
  expect(res.status).toBe(200);
  const session = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('sign-up set no session cookie');
  return { user: (await res.json()) as SessionUser, cookie: session };
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
  'two server nodes on one PostgreSQL and Redis',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let dataDir: string;
    let node1: Node;
    let node2: Node;
    const sockets: ClientSocket[] = [];

    const open = (node: Node, cookie: string): ClientSocket => {
      const socket = connectSocket(node.url, { cookie });
      sockets.push(socket);
      return socket;
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      dataDir = await mkdtemp(join(tmpdir(), 'ow-two-nodes-'));
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url ?? '',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        // Keys and channels of these two nodes' own: other test files' apps share Redis, and a
        // sweep of theirs would take node 1's expired sockets without knowing whom to tell.
        REDIS_PREFIX: `owtest-${randomBytes(6).toString('hex')}`,
        APP_SECRET: randomBytes(32).toString('base64url'),
        SEED_DEMO: 'false',
        PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
      };
      [node1, node2] = await Promise.all([startNode(env), startNode(env)]);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      for (const node of [node1, node2]) {
        if (node && node.child.exitCode === null && node.child.signalCode === null) {
          node.child.kill('SIGKILL');
          await once(node.child, 'exit');
        }
      }
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('ends a session on every node at once when the member signs out on one', async () => {
      const carol = await signUpAt(node1, 'Carol');
      const whoOn = async (node: Node) => {
        const res = await fetch(`${node.url}/api/session`, { headers: { cookie: carol.cookie } });
        return ((await res.json()) as { user: SessionUser | null }).user?._id ?? null;
      };
      // Node 2 reads the session and keeps it (session-cache.ts).
      expect(await whoOn(node2)).toBe(carol.user._id);
      const out = await fetch(`${node1.url}/api/users/logout`, {
        method: 'POST',
        headers: { cookie: carol.cookie },
      });
      expect(out.status).toBe(200);
      // Node 1 tells node 2 through Redis, well within the cache's ten-second lifetime.
      await vi.waitFor(async () => expect(await whoOn(node2)).toBeNull(), {
        timeout: 2000,
        interval: 50,
      });
    });

    it('delivers across nodes, and a killed node’s members go offline by themselves', async () => {
      const alice = await signUpAt(node1, 'Alice');
      const bob = await signUpAt(node2, 'Bob');
      const opened = await fetch(`${node1.url}/api/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: alice.cookie },
        body: JSON.stringify({ senderId: alice.user._id, receiverId: bob.user._id }),
      });
      expect(opened.status).toBe(201);
      const conversation = (await opened.json()) as Conversation;

      const bobSocket = open(node2, bob.cookie);
      expect(await nextEvent(bobSocket, 'getUsers')).toEqual([]);

      // Presence crosses nodes both ways: Bob hears Alice arrive, Alice's list has Bob.
      const aliceArrives = nextEvent(bobSocket, 'userOnline');
      const aliceSocket = open(node1, alice.cookie);
      expect(await nextEvent(aliceSocket, 'getUsers')).toEqual<OnlineUser[]>([
        { userId: bob.user._id },
      ]);
      expect(await aliceArrives).toEqual({ userId: alice.user._id });

      // A message sent on node 1 reaches Bob on node 2, after it was stored.
      const received = nextEvent(bobSocket, 'getMessage');
      const ack = await new Promise<SendMessageAck>((resolve) =>
        aliceSocket.emit(
          'sendMessage',
          {
            senderId: alice.user._id,
            receiverId: bob.user._id,
            conversationId: conversation._id,
            text: 'Hello from node 1',
          },
          resolve,
        ),
      );
      if (!ack.ok) throw new Error(`sendMessage refused: ${ack.error}`);
      expect(await received).toEqual<IncomingMessage>({
        _id: ack.message._id,
        senderId: alice.user._id,
        text: 'Hello from node 1',
        conversationId: conversation._id,
        language: ack.message.language,
        createdAt: ack.message.createdAt,
      });

      // Node 1 dies without a word: its heartbeat stops, Alice's socket expires, node 2 sweeps it.
      const aliceLeaves = nextEvent(bobSocket, 'userOffline');
      node1.child.kill('SIGKILL');
      expect(await aliceLeaves).toEqual({ userId: alice.user._id });
    });
  },
);
