/**
 * The memory soak: the built server on the PostgreSQL database under a fixed, unsaturated mixed
 * load (70% reads, 20% writes over HTTP, 10% chat messages over Socket.IO) for 10 minutes (30 s
 * with --quick). Its RSS (VmRSS of /proc/<pid>/status) after the first minute (10 s with --quick:
 * a third of the soak, since its first seconds are still the server's warm-up) is the reference
 * the reading at the end must stay within 10% of.
 */
import { readFile } from 'node:fs/promises';
import {
  CATEGORIES,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@one-world/contract';
import { io, type Socket } from 'socket.io-client';
import {
  boardRequests,
  errorNote,
  load,
  postJson,
  type RequestSource,
  rotate,
  sessionCookie,
} from './http';
import type { BenchContext, Figure } from './results';
import type { Seeded } from './seed';
import { startBuiltServer } from './support';

/** Operations a second of the whole mix: well below what the server sustains on this machine. */
const RATE = 200;
const CHAT_SHARE = 0.1;
/** Chat clients: each sends well under the socket's send limit. */
const CHAT_CLIENTS = 40;

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Reads (7 of 9) and writes (2 of 9): boards, posts, articles, profiles; comments, likes, posts. */
function mixedRequests(seeded: Seeded): RequestSource {
  const board = boardRequests(seeded, false);
  const signedInBoard = boardRequests(seeded, true);
  const member = rotate(seeded.members);
  const post = rotate(seeded.recentPosts);
  const author = rotate(seeded.authors);
  const category = rotate(CATEGORIES);
  let n = 0;
  const write = (path: string, body: Record<string, unknown>) => {
    const { id, token } = member();
    return postJson(path, token, { ...body, id });
  };
  const kinds: RequestSource[] = [
    board,
    signedInBoard,
    board,
    () => ({ path: `/api/posts/${post()}` }),
    () => ({ path: '/api/article' }),
    () => ({ path: `/api/userposts/${author()}` }),
    board,
    () => write(`/api/comments/${post()}`, { commentContent: `Soak comment ${n}: agreed.` }),
    () =>
      n % 2 === 0
        ? write(`/api/like/${post()}`, {})
        : write('/api/posts', {
            title: `Soak post ${n}`,
            content: 'What worked for our neighbourhood, step by step.',
            postCategory: category(),
          }),
  ];
  return () => {
    n++;
    return (kinds[n % kinds.length] as RequestSource)();
  };
}

/** Members of the seeded conversations send to their partners at a fixed pace. */
async function chatLoad(url: string, seeded: Seeded, perSecond: number) {
  const conversations = seeded.conversations.slice(0, CHAT_CLIENTS);
  const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = conversations.map(
    ({ token }) =>
      io(url, {
        transports: ['websocket'],
        extraHeaders: sessionCookie(token),
        reconnection: false,
      }),
  );
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        }),
    ),
  );
  let sent = 0;
  let refused = 0;
  const next = rotate(conversations.map((conversation, i) => ({ conversation, i })));
  const timer = setInterval(() => {
    const { conversation, i } = next();
    sent++;
    sockets[i]?.emit(
      'sendMessage',
      {
        senderId: conversation.memberId,
        receiverId: conversation.partnerId,
        conversationId: conversation.id,
        text: `Soak message ${sent}: see you at the clean-up on Saturday.`,
      },
      (ack) => {
        if (!ack.ok) refused++;
      },
    );
  }, 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      for (const socket of sockets) socket.disconnect();
      return { sent, refused };
    },
  };
}

export async function runMemorySoak(
  ctx: BenchContext,
  databaseUrl: string,
  seeded: Seeded,
): Promise<Figure[]> {
  const total = ctx.quick ? 30 : 600;
  const firstReading = ctx.quick ? 10 : 60;
  const server = await startBuiltServer({ DATABASE_URL: databaseUrl });
  try {
    const chat = await chatLoad(server.url, seeded, RATE * CHAT_SHARE);
    const http = load(server.url, mixedRequests(seeded), total, RATE * (1 - CHAT_SHARE));
    const readings: number[] = [];
    const sampler = setInterval(() => {
      void rssMegabytes(server.pid).then((mb) => readings.push(mb));
    }, 5000);
    await new Promise((wait) => setTimeout(wait, firstReading * 1000));
    const first = await rssMegabytes(server.pid);
    ctx.log(`memory: RSS ${first.toFixed(0)} MB after ${firstReading} s; soaking ${total} s`);
    const result = await http;
    const last = await rssMegabytes(server.pid);
    clearInterval(sampler);
    const { sent, refused } = chat.stop();
    const growth = last / first - 1;
    const notes = [
      `${Math.round(RATE * (1 - CHAT_SHARE))} HTTP req/s (p99 ${result.p99.toFixed(1)} ms), ${sent} chat messages`,
      `peak ${Math.max(first, last, ...readings).toFixed(0)} MB`,
      errorNote(result),
      refused ? `${refused} chat messages refused` : undefined,
    ];
    return [
      {
        section: 'Memory',
        name: `server RSS after ${total / 60} min of mixed load (70% reads, 20% writes, 10% chat)`,
        value: `${last.toFixed(0)} MB`,
        baseline: `${first.toFixed(0)} MB after ${firstReading} s`,
        ratio: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`,
        target: {
          text: 'within 10%',
          met: Math.abs(growth) <= 0.1 && result.errors === 0 && refused === 0,
        },
        note: notes.filter(Boolean).join('; '),
      },
    ];
  } finally {
    await server.stop();
  }
}
