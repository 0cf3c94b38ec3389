/**
 * Issue 13, faults: load. The capacity of one built node (embedded database, production load
 * shedding) is measured on a cheap read; then three times that many requests wait at it at once:
 * the excess is refused with 503 and `Retry-After`, the process survives, and it serves normally
 * within 5 s after the load stops. Then a soak: 60 s of mixed reads and writes at about 70% of
 * capacity, without a single error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARDS, type HttpRequest, load, type RequestSource, rotate } from '../../bench/http';
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
  waitUntil,
} from './support';

const CAPACITY_SECONDS = 3;
const OVERLOAD_SECONDS = 5;
/**
 * The overload: three times the capacity measured, as requests waiting at once. Each of that
 * many connections sends its next request as soon as its last is answered, so the node always
 * has about three seconds of its work queued, however fast the load generator and the machine
 * are that second, and the queue watcher (even the fastest answer of a second slower than
 * `SHED_QUEUE_MS`) sees it within a second or two.
 *
 * Asking for a rate instead (autocannon's `overallRate`, one connection per request of a second)
 * was no overload once in a while: autocannon sends each connection's share of a second when its
 * second starts and leaves it idle after, so a node that cleared each second's burst in time
 * answered its first requests fast; and the capacity, measured with a few connections, is below
 * what the node serves with many (here 1,291 reads/s with 8 connections, 2,107 with 32). Seen in
 * CI: 441 measured, 883/s asked, 541/s served (28 Nov); 990 measured, 2,970/s asked, 1,757/s
 * served (1 Dec); neither refused anything.
 */
const OVERLOAD_FACTOR = 3;
const overloadConnections = (capacity: number) =>
  Math.max(200, Math.ceil(OVERLOAD_FACTOR * capacity));
const RECOVERY_MS = 5000;
const SOAK_SECONDS = 60;
const SOAK_SHARE = 0.7;
/** Members taking turns at the soak's writes, so none reaches a per-member write limit. */
const SOAK_MEMBERS = 80;

describe('overload and soak on one node', () => {
  let database: ThrowawayDatabase | undefined;
  let server: BuiltServer | undefined;
  let capacity = 0;
  const members: Member[] = [];
  const posts: string[] = [];
  const conversations: string[] = [];

  beforeAll(async () => {
    // Production load shedding (the default SHED_LOOP_DELAY_MS), unlike the other fault tests.
    const { SHED_LOOP_DELAY_MS: _shedding, ...limits } = LOOSE_LIMITS;
    database = await createThrowawayDatabase();
    server = await startBuiltServer({ ...limits, DATABASE_URL: database.url });
    const base = server.url;
    for (let i = 0; i < SOAK_MEMBERS; i += 4) {
      members.push(...(await Promise.all([0, 1, 2, 3].map((j) => signUp(base, `Soak${i + j}`)))));
    }
    for (const [i, member] of members.entries()) {
      const partner = members[(i + 1) % members.length] as Member;
      conversations.push(await openConversation(base, member, partner));
      if (i % 4 === 0) posts.push(await createPost(base, member, `Soak post ${i}`));
    }
    capacity = await measureCapacity(base, signedInPosts(members, posts), 'post reads');
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('refuses the excess of three times its capacity waiting at once with 503 and Retry-After, and recovers', async () => {
    const base = server?.url ?? '';
    const board = rotate(BOARDS);
    // Every answer of the overload itself is looked at: a client alongside it (tried before) is
    // one more connection in the queue and could miss the seconds the node refuses.
    const refusals = { count: 0, withoutRetryAfter: 0 };
    const waiting = overloadConnections(capacity);
    const others: number[] = [];
    const overload = await load(
      base,
      signedInPosts(members, posts),
      OVERLOAD_SECONDS,
      undefined,
      waiting,
      (status, header) => {
        if (status === 503) {
          refusals.count += 1;
          if (header('retry-after') !== '5') refusals.withoutRetryAfter += 1;
        } else if (status !== 200) {
          others.push(status);
        }
      },
    );

    // Normal service: ten board reads in a row answer 200.
    const recovery = await waitUntil(
      'normal service after the overload',
      async () => {
        for (let i = 0; i < 10; i += 1) {
          if ((await call(base, 'GET', board())).status !== 200) return false;
        }
        return true;
      },
      RECOVERY_MS,
    );
    console.log(
      `[faults] overload with ${waiting} requests waiting: ${Math.round(overload.rps)} answers/s, ` +
        `${overload.statuses || 'no refusals'}, ${overload.unanswered} unanswered; ` +
        `normal again ${Math.round(recovery)} ms after`,
    );
    expect(refusals.count).toBeGreaterThan(0);
    expect(refusals.withoutRetryAfter).toBe(0);
    // Nothing but successes and refusals: no 500, no dropped connection, no timeout.
    expect(others).toEqual([]);
    expect(overload.unanswered).toBe(0);
    expect(recovery).toBeLessThan(RECOVERY_MS);
  });

  it(`soaks ${SOAK_SECONDS} s of mixed load at ${SOAK_SHARE * 100}% of capacity without an error`, async () => {
    const base = server?.url ?? '';
    const next = mixedLoad(members, posts, conversations);
    // The mix costs more than the board read, and the machine may have changed since: its own
    // capacity, measured now, is what 70% is of.
    const mixCapacity = await measureCapacity(base, next, 'mixed requests');
    const soak = await load(base, next, SOAK_SECONDS, Math.round(SOAK_SHARE * mixCapacity));
    console.log(
      `[faults] soak: ${Math.round(soak.rps)} requests/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, ` +
        `${soak.errors} errors ${soak.statuses}`,
    );
    expect(soak.errors).toBe(0);
    expect((await call(base, 'GET', '/api/health')).status).toBe(200);
  });
});

/**
 * Answers per second at full speed (autocannon's few connections, each sending as soon as the
 * last answer came). Only successes count: a refusal costs the node next to nothing.
 */
async function measureCapacity(base: string, next: RequestSource, what: string): Promise<number> {
  const measured = await load(base, next, CAPACITY_SECONDS);
  const capacity = measured.rps - measured.errors / CAPACITY_SECONDS;
  console.log(
    `[faults] capacity: ${Math.round(capacity)} ${what}/s (${measured.statuses || 'all 2xx'})`,
  );
  return capacity;
}

/**
 * The cheap read the capacity is measured on: one post for a signed-in member, read for them
 * from the database every time, the members and posts taking turns. (A board's page, which it
 * was, comes from the boards' cache for most members now: its capacity, over 11,000 a second,
 * asked for twice as many connections as the load generator could hold.)
 */
function signedInPosts(members: Member[], posts: string[]): RequestSource {
  const post = rotate(posts);
  const member = rotate(members);
  return () => ({ path: `/api/posts/${post()}`, headers: { cookie: member().cookie } });
}

/**
 * What members do, in proportion: mostly reading boards, posts, comments and their
 * conversations; one request in ten a write (a like, a message, a comment, a post), each member
 * in turn, so that none reaches a per-member write limit below about 3,200 requests/s (a run
 * on the idle machine soaked at 2,000 a second, over the 1,600 that 40 members allowed).
 */
function mixedLoad(members: Member[], posts: string[], conversations: string[]): RequestSource {
  const board = rotate(BOARDS);
  const post = rotate(posts);
  const reader = rotate(members);
  // Writers take turns on their own rotation, so every member writes as often as the next.
  const writer = rotate(members.map((member, i) => ({ member, conversationId: conversations[i] })));
  const json = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
  const write = (n: number): HttpRequest => {
    const { member, conversationId } = writer();
    const headers = json(member.cookie);
    // Every member makes one write of a kind before the next kind: of eight rounds, one of posts,
    // one of comments, four of likes (set and unset in turn), two of messages.
    switch (Math.floor(n / members.length) % 8) {
      case 0:
        return {
          method: 'POST',
          path: '/api/posts',
          headers,
          body: JSON.stringify({
            title: `Soak post ${n}`,
            content: 'Steady.',
            postCategory: 'Climate',
          }),
        };
      case 1:
        return {
          method: 'POST',
          path: `/api/comments/${post()}`,
          headers,
          body: JSON.stringify({ commentContent: `Soak comment ${n}` }),
        };
      case 2:
      case 3:
      case 4:
      case 5:
        return {
          method: 'POST',
          path: `/api/like/${post()}`,
          headers,
          body: JSON.stringify({ liked: n % 2 === 0 }),
        };
      default:
        return {
          method: 'POST',
          path: '/api/messages',
          headers,
          body: JSON.stringify({ sender: member.user._id, conversationId, text: `Soak ${n}` }),
        };
    }
  };
  const reads: (() => HttpRequest)[] = [
    () => ({ path: board() }),
    () => ({ path: board() }),
    () => ({ path: board() }),
    () => ({ path: board() }),
    () => ({ path: `/api/posts/${post()}`, headers: { cookie: reader().cookie } }),
    () => ({ path: `/api/comments/${post()}` }),
    () => {
      const member = reader();
      return { path: `/api/conversations/${member.user._id}`, headers: { cookie: member.cookie } };
    },
    () => ({ path: board(), headers: { cookie: reader().cookie } }),
    () => ({ path: '/api/notifications/unread', headers: { cookie: reader().cookie } }),
  ];
  let n = 0;
  return () => {
    n += 1;
    const read = reads[n % 10];
    return read ? read() : write(Math.floor(n / 10));
  };
}
