import type {
  BankQuestion,
  BankQuestionsPage,
  QuizAllowance,
  QuizImportResult,
  QuizResponse,
} from '@one-world/contract';
import { isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { makeAdmin, type SignedUp, setLanguage, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { setStatusBadge } from '../users';
import { bankQuestions } from './test-helpers';

let t: TestApp;
let admin: SignedUp;
let realClock: Clock;

/** Wednesday of ISO week 2026-W48; the week resets on Monday 30 November. */
const WEDNESDAY = new Date('2026-11-25T12:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T00:00:00Z');

const at = (date: Date) => {
  t.app.ctx.clock = { now: () => date };
};

beforeAll(async () => {
  t = await createTestApp();
  realClock = t.app.ctx.clock;
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quiz/import',
    headers: { cookie: admin.cookie },
    payload: {
      results: [
        ...bankQuestions(12, { category: 'sports', difficulty: 'easy', type: 'boolean' }),
        ...bankQuestions(12, { category: 'science', difficulty: 'hard', type: 'multiple' }),
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterEach(() => {
  t.app.ctx.clock = realClock;
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** A visitor from an address of their own, so allowances of tests do not meet. */
const newVisitor = () => `10.0.0.${++address}`;

const startQuiz = (opts: { cookie?: string; ip?: string; query?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/quiz${opts.query ?? '?amount=5'}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });

describe('GET /api/quiz', () => {
  it("answers amount random questions of the kind in the trivia service's shape", async () => {
    const res = await startQuiz({
      ip: newVisitor(),
      query: '?amount=5&category=science&difficulty=hard&type=multiple',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuizResponse>();
    expect(body.response_code).toBe(0);
    expect(body.results).toHaveLength(5);
    expect(body.remaining).toBe(1);
    expect(body.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    for (const q of body.results) {
      expect(Object.keys(q).sort()).toEqual(
        [
          'category',
          'correct_answer',
          'difficulty',
          'incorrect_answers',
          'question',
          'type',
        ].sort(),
      );
      expect(q).toMatchObject({ category: 'science', difficulty: 'hard', type: 'multiple' });
      expect(q.incorrect_answers).toHaveLength(3);
    }
    expect(new Set(body.results.map((q) => q.question)).size).toBe(5);
  });

  it('uses the defaults (10, sports, easy, boolean)', async () => {
    const res = await startQuiz({ ip: newVisitor(), query: '' });
    const body = res.json<QuizResponse>();
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toMatchObject({
      category: 'sports',
      difficulty: 'easy',
      type: 'boolean',
    });
  });

  it('answers response_code 1 without counting when the bank has too few', async () => {
    const ip = newVisitor();
    for (const query of ['?amount=13', '?category=politics']) {
      const res = await startQuiz({ ip, query });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        response_code: 1,
        results: [],
        attemptId: null,
        remaining: null,
      });
    }
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/allowance',
      remoteAddress: ip,
    });
    expect(allowance.json<QuizAllowance>().used).toBe(0);
  });

  it('refuses bad settings with 400', async () => {
    for (const query of ['?amount=4', '?amount=51', '?amount=x', '?category=art', '?type=open']) {
      expect((await startQuiz({ ip: newVisitor(), query })).statusCode).toBe(400);
    }
  });
});

describe('weekly allowance', () => {
  it('gives Basic members 2 quizzes a week, then 429 with the reset and Retry-After', async () => {
    at(WEDNESDAY);
    const member = await signUp(t.app);
    expect((await startQuiz({ cookie: member.cookie })).json<QuizResponse>().remaining).toBe(1);
    expect((await startQuiz({ cookie: member.cookie })).json<QuizResponse>().remaining).toBe(0);
    const refused = await startQuiz({ cookie: member.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "You have used this week's quizzes. New ones arrive on Monday 30 November.",
      resetsAt: NEXT_MONDAY.toISOString(),
    });
    expect(refused.headers['retry-after']).toBe(String(4 * 24 * 3600 + 12 * 3600));
    // A member who reads French reads it in French, the day written as French writes it.
    await setLanguage(t.app, member.cookie, 'fr');
    expect((await startQuiz({ cookie: member.cookie })).json()).toMatchObject({
      message:
        'Vous avez utilisé tous vos quiz de la semaine. Les prochains arrivent le lundi 30 novembre.',
    });

    // A new ISO week brings new quizzes; Sunday 23:59 is still the old one.
    at(new Date('2026-11-29T23:59:59Z'));
    expect((await startQuiz({ cookie: member.cookie })).statusCode).toBe(429);
    at(NEXT_MONDAY);
    const next = await startQuiz({ cookie: member.cookie });
    expect(next.statusCode).toBe(200);
    expect(next.json<QuizResponse>().remaining).toBe(1);
  });

  it('lets quizzes started at once take only the allowance', async () => {
    const member = await signUp(t.app);
    const codes = await Promise.all(
      Array.from({ length: 4 }, () => startQuiz({ cookie: member.cookie })),
    );
    expect(codes.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
  });

  it('gives Warrior 5 and Legend unlimited', async () => {
    at(WEDNESDAY);
    const warrior = await signUp(t.app);
    const legend = await signUp(t.app);
    await setStatusBadge(t.app.ctx.db, warrior.user._id, 'Warrior');
    await setStatusBadge(t.app.ctx.db, legend.user._id, 'Legend');
    for (let i = 0; i < 5; i++) {
      expect((await startQuiz({ cookie: warrior.cookie })).json<QuizResponse>().remaining).toBe(
        4 - i,
      );
    }
    expect((await startQuiz({ cookie: warrior.cookie })).statusCode).toBe(429);
    for (let i = 0; i < 7; i++) {
      const res = await startQuiz({ cookie: legend.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json<QuizResponse>().remaining).toBeNull();
    }
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/allowance',
      headers: { cookie: legend.cookie },
    });
    expect(allowance.json<QuizAllowance>()).toMatchObject({
      tier: 'Legend',
      used: 7,
      limit: null,
      remaining: null,
      resetsAt: NEXT_MONDAY.toISOString(),
    });
  });

  it('counts visitors per address (Basic), apart from members', async () => {
    at(WEDNESDAY);
    const ip = newVisitor();
    expect((await startQuiz({ ip })).statusCode).toBe(200);
    expect((await startQuiz({ ip })).statusCode).toBe(200);
    expect((await startQuiz({ ip })).statusCode).toBe(429);
    expect((await startQuiz({ ip: newVisitor() })).statusCode).toBe(200);
    const member = await signUp(t.app);
    expect((await startQuiz({ ip, cookie: member.cookie })).statusCode).toBe(200);
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/allowance',
      remoteAddress: ip,
    });
    expect(allowance.json<QuizAllowance>()).toEqual({
      tier: 'Basic',
      used: 2,
      limit: 2,
      remaining: 0,
      resetsAt: NEXT_MONDAY.toISOString(),
      recent: [],
    });
  });

  it('never stores the address itself', async () => {
    const rows = await t.app.ctx.db
      .select({ clientKey: quizAttempts.clientKey })
      .from(quizAttempts)
      .where(isNotNull(quizAttempts.clientKey));
    expect(rows.length).toBeGreaterThan(0);
    for (const { clientKey } of rows) expect(clientKey).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });
});

describe('POST /api/quiz/attempts/:attemptId/result', () => {
  const finish = (
    attemptId: string,
    payload: object,
    opts: { cookie?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quiz/attempts/${attemptId}/result`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      remoteAddress: opts.ip ?? '127.0.0.1',
      payload,
    });

  it("records a member's score once, shown in their recent results", async () => {
    const member = await signUp(t.app);
    const { attemptId } = (await startQuiz({ cookie: member.cookie })).json<QuizResponse>();
    const id = attemptId ?? '';
    expect((await finish(id, { score: 6, total: 5 }, { cookie: member.cookie })).statusCode).toBe(
      400,
    );
    expect((await finish(id, { score: 2, total: 7 }, { cookie: member.cookie })).statusCode).toBe(
      400,
    );
    expect((await finish(id, { score: -1, total: 5 }, { cookie: member.cookie })).statusCode).toBe(
      400,
    );
    const other = await signUp(t.app);
    expect((await finish(id, { score: 3, total: 5 }, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await finish(id, { score: 3, total: 5 })).statusCode).toBe(404);
    const res = await finish(id, { score: 3, total: 5 }, { cookie: member.cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect((await finish(id, { score: 4, total: 5 }, { cookie: member.cookie })).statusCode).toBe(
      409,
    );
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/allowance',
      headers: { cookie: member.cookie },
    });
    expect(allowance.json<QuizAllowance>().recent).toEqual([
      expect.objectContaining({ _id: id, category: 'sports', score: 3, total: 5 }),
    ]);
  });

  it("records a visitor's score from their address only", async () => {
    const ip = newVisitor();
    const { attemptId } = (await startQuiz({ ip })).json<QuizResponse>();
    const id = attemptId ?? '';
    expect((await finish(id, { score: 1, total: 5 }, { ip: newVisitor() })).statusCode).toBe(404);
    expect((await finish(id, { score: 1, total: 5 }, { ip })).statusCode).toBe(204);
  });

  it('answers 404 for an unknown quiz and 400 for a bad id', async () => {
    expect(
      (await finish('00000000-0000-4000-8000-000000000000', { score: 1, total: 5 })).statusCode,
    ).toBe(404);
    expect((await finish('nope', { score: 1, total: 5 })).statusCode).toBe(400);
  });
});

describe('the admins’ bank', () => {
  const question = {
    category: 'history',
    difficulty: 'medium',
    type: 'multiple',
    question: 'In which year did the Berlin Wall fall?',
    correct_answer: '1989',
    incorrect_answers: ['1987', '1991', '1985'],
  };
  const routes = [
    { method: 'GET', url: '/api/quiz/questions' },
    { method: 'POST', url: '/api/quiz/questions', payload: question },
    {
      method: 'PUT',
      url: '/api/quiz/questions/00000000-0000-4000-8000-000000000000',
      payload: question,
    },
    { method: 'POST', url: '/api/quiz/import', payload: { results: [question] } },
  ] as const;

  it('answers 401 to visitors and 403 to members on every admin route', async () => {
    const member = await signUp(t.app);
    for (const route of routes) {
      expect((await t.app.inject({ ...route })).statusCode, route.url).toBe(401);
      expect(
        (await t.app.inject({ ...route, headers: { cookie: member.cookie } })).statusCode,
        route.url,
      ).toBe(403);
    }
  });

  it('answers 400 to bad input on every admin route', async () => {
    const bad = [
      { method: 'GET', url: '/api/quiz/questions?category=art' },
      {
        method: 'POST',
        url: '/api/quiz/questions',
        payload: { ...question, incorrect_answers: ['1987'] },
      },
      { method: 'PUT', url: '/api/quiz/questions/nope', payload: question },
      { method: 'POST', url: '/api/quiz/import', payload: { results: [] } },
    ] as const;
    for (const route of bad) {
      const res = await t.app.inject({ ...route, headers: { cookie: admin.cookie } });
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(400);
    }
  });

  it('creates (409 on a duplicate in any case), updates (404 when gone) and lists', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/questions',
      headers: { cookie: admin.cookie },
      payload: question,
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<BankQuestion>();
    expect(saved).toMatchObject({ ...question, _id: expect.any(String) });

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/questions',
      headers: { cookie: admin.cookie },
      payload: { ...question, question: question.question.toUpperCase() },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'This question is already in the bank' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/quiz/questions/${saved._id}`,
      headers: { cookie: admin.cookie },
      payload: {
        ...question,
        type: 'boolean',
        correct_answer: 'False',
        incorrect_answers: ['True'],
        question: 'The Berlin Wall fell in 1991.',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<BankQuestion>()).toMatchObject({
      _id: saved._id,
      type: 'boolean',
      correct_answer: 'False',
    });

    const gone = await t.app.inject({
      method: 'PUT',
      url: '/api/quiz/questions/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
      payload: question,
    });
    expect(gone.statusCode).toBe(404);

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/questions?category=history&limit=1',
      headers: { cookie: admin.cookie },
    });
    expect(first.json<BankQuestionsPage>()).toEqual({
      questions: [expect.objectContaining({ _id: saved._id })],
      nextCursor: null,
    });
  });

  it('pages the bank by keyset, filtered by kind', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/quiz/questions?category=science&difficulty=hard&type=multiple&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { cookie: admin.cookie },
      });
      const page: BankQuestionsPage = res.json();
      seen.push(...page.questions.map((q) => q._id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('imports new questions and skips those already in the bank', async () => {
    const fresh = bankQuestions(
      3,
      { category: 'politics', difficulty: 'easy', type: 'boolean' },
      'Import',
    );
    const existing = bankQuestions(2, { category: 'sports', difficulty: 'easy', type: 'boolean' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/import',
      headers: { cookie: admin.cookie },
      payload: { results: [...fresh, ...existing] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QuizImportResult>()).toEqual({ added: 3, skipped: 2 });
  });
});
