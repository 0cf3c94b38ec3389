/**
 * Issue 13, faults: PostgreSQL goes down under load and comes back. While it is down every request
 * is answered quickly with 503 (no hang, no 500, no crash); once it is back the node serves again
 * by itself within 5 s; every write that got a 2xx before, during or after is in the database.
 * The PostgreSQL server is the test's own (its own data directory and port).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../bench/support';
import {
  call,
  createPost,
  LOOSE_LIMITS,
  type Member,
  messageBody,
  ok,
  openConversation,
  signUp,
  startThrowawayPostgres,
  type ThrowawayPostgres,
  waitUntil,
} from './support';

const WRITERS = 6;
/** Between two requests of one writer: keeps each member under the per-member write limits. */
const PAUSE_MS = 100;
/** The longest a request may take while the database is down (it should fail at once). */
const FAIL_FAST_MS = 3000;
const RECOVERY_MS = 5000;

type Phase = 'up' | 'going down' | 'down' | 'coming back' | 'back';
interface Outcome {
  phase: Phase;
  what: string;
  status: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restart under load', () => {
  let database: ThrowawayPostgres | undefined;
  let server: BuiltServer | undefined;

  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
  });

  it('answers 503 at once while it is down, recovers by itself, loses no acknowledged write', async () => {
    database = await startThrowawayPostgres();
    server = await startBuiltServer({ DATABASE_URL: database.url, ...LOOSE_LIMITS });
    const base = server.url;

    const members = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => signUp(base, `Steady${i}`)),
    );
    const writers = await Promise.all(
      members.map(async (member, i) => {
        const partner = members[(i + 1) % WRITERS] as Member;
        return {
          member,
          conversationId: await openConversation(base, member, partner),
          postId: await createPost(base, member, `Steady ${i}'s post`),
        };
      }),
    );

    let phase: Phase = 'up';
    let running = true;
    const outcomes: Outcome[] = [];
    const acked = { posts: [] as string[], comments: [] as string[], messages: [] as string[] };

    const streams = writers.map(async (w, i) => {
      for (let n = i; running; n += 1) {
        const started = { phase, at: performance.now() };
        const cookie = w.member.cookie;
        const kind = n % 4;
        const message = messageBody(w.member, w.conversationId, `Through the outage ${n}`);
        const request =
          kind === 0
            ? call<{ post: { _id: string } }>(base, 'POST', '/api/posts', {
                cookie,
                body: {
                  title: `Outage post ${n}`,
                  content: 'Still here.',
                  postCategory: 'Climate',
                },
              })
            : kind === 1
              ? call<{ comment: { _id: string } }>(base, 'POST', `/api/comments/${w.postId}`, {
                  cookie,
                  body: { commentContent: `Outage comment ${n}` },
                })
              : kind === 2
                ? call(base, 'POST', '/api/messages', { cookie, body: message })
                : call(base, 'GET', '/api/posts?category=Climate', { cookie });
        // A request that never answers shows as status 0 after call's own timeout.
        const res = await request.catch(() => ({ status: 0, body: undefined }));
        outcomes.push({
          phase: started.phase,
          what: ['post', 'comment', 'message', 'board'][kind] ?? '',
          status: res.status,
          ms: performance.now() - started.at,
        });
        if (ok(res.status)) {
          const body = res.body as { post?: { _id: string }; comment?: { _id: string } };
          if (body.post) acked.posts.push(body.post._id);
          if (body.comment) acked.comments.push(body.comment._id);
          if (kind === 2) acked.messages.push(message._id);
        }
        await sleep(PAUSE_MS);
      }
    });

    await sleep(1500);
    phase = 'going down';
    await database.crash();
    phase = 'down';
    await sleep(2500);
    const health = await call(base, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ message: 'Database unavailable' });

    phase = 'coming back';
    await database.start();
    phase = 'back';
    // A write by a member, through the session lookup: the whole path works again.
    const probe = writers[0]?.member as Member;
    const recoveredAfter = await waitUntil(
      'a post after PostgreSQL returned',
      async () => {
        const res = await call(base, 'POST', '/api/posts', {
          cookie: probe.cookie,
          body: { title: 'Back again', content: 'The database returned.', postCategory: 'Climate' },
        });
        return ok(res.status);
      },
      RECOVERY_MS + 1000,
    );
    await sleep(1000);
    running = false;
    await Promise.all(streams);

    const during = outcomes.filter((o) => o.phase === 'down');
    const summary = (list: Outcome[]) => {
      const counts = new Map<string, number>();
      for (const o of list)
        counts.set(`${o.what} ${o.status}`, (counts.get(`${o.what} ${o.status}`) ?? 0) + 1);
      return [...counts].map(([key, count]) => `${key} ×${count}`);
    };
    console.log(
      `[faults] PostgreSQL down: ${summary(during).join(', ')}; max ${Math.round(
        Math.max(...during.map((o) => o.ms)),
      )} ms; recovered ${Math.round(recoveredAfter)} ms after it returned`,
    );
    expect(during.length).toBeGreaterThan(WRITERS);
    // Down: every request answered, with 503, quickly.
    expect(during.filter((o) => o.status !== 503)).toEqual([]);
    expect(during.filter((o) => o.ms > FAIL_FAST_MS)).toEqual([]);
    // Around the outage: only successes and 503s, never a 500 or a dropped connection.
    expect(outcomes.filter((o) => !ok(o.status) && o.status !== 503)).toEqual([]);
    expect(recoveredAfter).toBeLessThan(RECOVERY_MS);
    // After it: the node serves every request again.
    expect(outcomes.filter((o) => o.phase === 'back' && !ok(o.status))).toEqual([]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const missing = async (table: string, ids: string[]) => {
        const { rows } = await client.query<{ id: string }>(
          `select id::text from ${table} where id = any($1::uuid[])`,
          [ids],
        );
        const present = new Set(rows.map((r) => r.id));
        return ids.filter((id) => !present.has(id));
      };
      expect(await missing('posts', acked.posts)).toEqual([]);
      expect(await missing('comments', acked.comments)).toEqual([]);
      expect(await missing('messages', acked.messages)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
