/**
 * Issue 13, faults: `kill -9` of a server on the embedded database (PGlite under DATA_DIR) while
 * several members write at once: after a restart on the same folder the database opens, every
 * write that got a 2xx (or a socket acknowledgement, which the chat's group commit sends only after
 * its batch committed) is there, and nothing is half-written.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SendMessageAck } from '@one-world/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/client';
import { type ClientSocket, connectSocket } from '../../apps/server/src/realtime/test-socket';
import { rowsOf } from '../../apps/server/src/test/rows';
import { type BuiltServer, startBuiltServer } from '../../bench/support';
import {
  call,
  createPost,
  LOOSE_LIMITS,
  type Member,
  messageBody,
  ok,
  openConversation,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from './support';

const WRITERS = 6;
/** Acknowledged writes after which the server is killed (or after KILL_AFTER_MS, if sooner). */
const KILL_AFTER_ACKS = 150;
const KILL_AFTER_MS = 5000;

/** What a writer was told was stored, to look for after the restart. */
type Ack =
  | { kind: 'signUp'; email: string }
  | { kind: 'post' | 'comment' | 'message' | 'order'; id: string }
  | { kind: 'like'; postId: string; userId: string };

interface Writer {
  member: Member;
  partner: Member;
  conversationId: string;
  postId: string;
  socket: ClientSocket;
}

const productImage = fileURLToPath(
  new URL('../../apps/server/src/seed/images/products/mug.jpg', import.meta.url),
);

describe('kill -9 during a stream of writes on the embedded database', () => {
  let dataDir: string | undefined;
  let server: BuiltServer | undefined;
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, whole, and opens cleanly', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ow-faults-kill-'));
    const admin = { email: uniqueEmail('admin'), password: PASSWORD };
    const env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...LOOSE_LIMITS,
    };
    server = await startBuiltServer(env);
    const base = server.url;

    const adminMember = await signIn(base, admin.email, admin.password);
    const image = `data:image/jpeg;base64,${(await readFile(productImage)).toString('base64')}`;
    const product = await call<{ _id: string }>(base, 'POST', '/api/products', {
      cookie: adminMember.cookie,
      body: { title: 'Kill test mug', desc: 'A mug to order.', priceCents: 1250, image },
    });
    expect(product.status).toBe(201);
    const productId = product.body._id;

    const members = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => signUp(base, `Writer${i}`)),
    );
    const writers: Writer[] = await Promise.all(
      members.map(async (member, i) => {
        const partner = members[(i + 1) % WRITERS] as Member;
        const socket = connectSocket(base, { cookie: member.cookie });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        return {
          member,
          partner,
          conversationId: await openConversation(base, member, partner),
          postId: await createPost(base, member, `Writer ${i}'s first post`),
          socket,
        };
      }),
    );

    const acked: Ack[] = [];
    let markKilled: () => void = () => undefined;
    const killed = new Promise<'killed'>((resolve) => {
      markKilled = () => resolve('killed');
    });
    let stopping = false;

    /** One write of `kind` by `w`; its Ack when the server acknowledged it. */
    const write = async (w: Writer, kind: number, n: number): Promise<Ack | undefined> => {
      const cookie = w.member.cookie;
      switch (kind) {
        case 0: {
          const email = uniqueEmail('streamed');
          const res = await call(base, 'POST', '/api/users', {
            body: { name: `Streamed ${n}`, email, password: PASSWORD },
          });
          return ok(res.status) ? { kind: 'signUp', email } : undefined;
        }
        case 1: {
          const res = await call<{ post: { _id: string } }>(base, 'POST', '/api/posts', {
            cookie,
            body: {
              title: `Streamed post ${n}`,
              content: 'Written under fire.',
              postCategory: 'Climate',
            },
          });
          return ok(res.status) ? { kind: 'post', id: res.body.post._id } : undefined;
        }
        case 2: {
          const res = await call<{ comment: { _id: string } }>(
            base,
            'POST',
            `/api/comments/${w.postId}`,
            { cookie, body: { commentContent: `Streamed comment ${n}` } },
          );
          return ok(res.status) ? { kind: 'comment', id: res.body.comment._id } : undefined;
        }
        case 3: {
          // The partner's post: a like of one's own would do as well, but this crosses members.
          const postId = writers[(writers.indexOf(w) + 1) % WRITERS]?.postId ?? w.postId;
          const res = await call(base, 'POST', `/api/like/${postId}`, {
            cookie,
            body: { liked: true },
          });
          return ok(res.status) ? { kind: 'like', postId, userId: w.member.user._id } : undefined;
        }
        case 4: {
          const body = messageBody(w.member, w.conversationId, `Streamed over HTTP ${n}`);
          const res = await call(base, 'POST', '/api/messages', { cookie, body });
          return ok(res.status) ? { kind: 'message', id: body._id } : undefined;
        }
        case 5: {
          const ack = await new Promise<SendMessageAck>((resolve) =>
            w.socket.emit(
              'sendMessage',
              {
                senderId: w.member.user._id,
                receiverId: w.partner.user._id,
                conversationId: w.conversationId,
                text: `Streamed over the socket ${n}`,
                _id: randomUUID(),
              },
              resolve,
            ),
          );
          return ack.ok ? { kind: 'message', id: ack.message._id } : undefined;
        }
        default: {
          const res = await call<{ url: string }>(
            base,
            'POST',
            '/api/stripe/create-checkout-session',
            { cookie, body: { cartItems: [{ _id: productId, cartQuantity: 2 }] } },
          );
          const orderId = ok(res.status) ? res.body.url.split('/').pop() : undefined;
          return orderId ? { kind: 'order', id: orderId } : undefined;
        }
      }
    };
    const KINDS = 7;

    const streams = writers.map(async (w, i) => {
      for (let n = i; !stopping; n += 1) {
        const outcome = await Promise.race([write(w, n % KINDS, n).catch(() => undefined), killed]);
        if (outcome === 'killed') return;
        if (outcome) acked.push(outcome);
      }
    });

    const started = performance.now();
    while (acked.length < KILL_AFTER_ACKS && performance.now() - started < KILL_AFTER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    process.kill(server.pid, 'SIGKILL');
    stopping = true;
    markKilled();
    await Promise.all(streams);
    await server.stop();
    server = undefined;
    for (const socket of sockets.splice(0)) socket.close();
    console.log(`[faults] killed after ${acked.length} acknowledged writes`);
    // Every kind of write was acknowledged at least once before the kill.
    expect(new Set(acked.map((a) => a.kind))).toEqual(
      new Set(['signUp', 'post', 'comment', 'like', 'message', 'order']),
    );

    // The database opens (the health check queries it) and serves a streamed member.
    server = await startBuiltServer(env);
    const streamedSignUp = acked.find((a) => a.kind === 'signUp');
    if (streamedSignUp) await signIn(server.url, streamedSignUp.email, PASSWORD);
    await server.stop();
    server = undefined;

    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const rows = (query: SQL) => rowsOf<Record<string, unknown>>(database.db, query);
      const ids = (kind: 'post' | 'comment' | 'message' | 'order') =>
        acked.flatMap((a) => (a.kind === kind ? [a.id] : []));
      const missing = async (table: string, kind: 'post' | 'comment' | 'message' | 'order') => {
        const wanted = ids(kind);
        if (wanted.length === 0) return [];
        const found = await rows(
          sql`select id::text from ${sql.identifier(table)} where id::text in ${wanted}`,
        );
        const present = new Set(found.map((r) => r.id));
        return wanted.filter((id) => !present.has(id));
      };
      expect(await missing('posts', 'post')).toEqual([]);
      expect(await missing('comments', 'comment')).toEqual([]);
      expect(await missing('messages', 'message')).toEqual([]);
      expect(await missing('orders', 'order')).toEqual([]);

      const emails = acked.flatMap((a) => (a.kind === 'signUp' ? [a.email] : []));
      if (emails.length > 0) {
        const found = await rows(sql`select email from users where email in ${emails}`);
        expect(found.map((r) => r.email).sort()).toEqual([...emails].sort());
      }
      for (const like of acked.flatMap((a) => (a.kind === 'like' ? [a] : []))) {
        const found = await rows(
          sql`select 1 from likes where post_id = ${like.postId} and user_id = ${like.userId}`,
        );
        expect(found, `like of ${like.postId} by ${like.userId}`).toHaveLength(1);
      }

      // Nothing half-written: every order has its lines and they add up; every row's parent exists.
      expect(
        await rows(sql`
          select o.id from orders o
          where o.kind = 'merchandise'
            and o.subtotal_cents <> coalesce(
              (select sum(l.total_cents) from order_lines l where l.order_id = o.id), -1)`),
      ).toEqual([]);
      expect(
        await rows(sql`
          select m.id from messages m left join conversations c on c.id = m.conversation_id
          where c.id is null`),
      ).toEqual([]);
      expect(
        await rows(sql`
          select c.id from comments c left join posts p on p.id = c.post_id where p.id is null`),
      ).toEqual([]);
      expect(
        await rows(sql`
          select l.post_id from likes l left join posts p on p.id = l.post_id where p.id is null`),
      ).toEqual([]);
      expect(
        await rows(sql`
          select s.user_id from sessions s left join users u on u.id = s.user_id where u.id is null`),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
