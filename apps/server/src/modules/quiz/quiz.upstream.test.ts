import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QuizResponse } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { bankQuestions } from './test-helpers';

/** How the fake trivia service answers the next call. */
let behaviour: 'success' | 'error' | 'slow' | 'malformed' | 'not-enough' = 'success';
const calls: URLSearchParams[] = [];
const TIMEOUT_MS = 200;

const upstreamQuestion = (i: number) => ({
  category: 'Science &amp; Nature',
  type: 'boolean',
  difficulty: 'medium',
  question: `Upstream question ${i}?`,
  correct_answer: 'True',
  incorrect_answers: ['False'],
});

function answer(request: IncomingMessage, response: ServerResponse) {
  const query = new URL(request.url ?? '/', 'http://fake').searchParams;
  calls.push(query);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const amount = Number(query.get('amount'));
  switch (behaviour) {
    case 'success':
      return json(200, {
        response_code: 0,
        results: Array.from({ length: amount }, (_, i) => upstreamQuestion(i)),
      });
    case 'error':
      return json(500, { message: 'down' });
    case 'slow':
      setTimeout(() => json(200, { response_code: 0, results: [] }), TIMEOUT_MS * 5).unref();
      return;
    case 'malformed':
      return json(200, { response_code: 0, results: [{ question: 'only a question' }] });
    case 'not-enough':
      return json(200, { response_code: 1, results: [] });
  }
}

let server: Server;
let t: TestApp;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    quizUpstream: { url: `http://127.0.0.1:${port}/api.php`, timeoutMs: TIMEOUT_MS },
  });
  const admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  await t.app.inject({
    method: 'POST',
    url: '/api/quiz/import',
    headers: { cookie: admin.cookie },
    payload: {
      results: bankQuestions(
        10,
        { category: 'science', difficulty: 'medium', type: 'boolean' },
        'Bank',
      ),
    },
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let address = 0;
const startQuiz = () =>
  t.app.inject({
    method: 'GET',
    url: '/api/quiz?amount=5&category=science&difficulty=medium&type=boolean',
    remoteAddress: `10.1.0.${++address}`,
  });

describe('GET /api/quiz with QUIZ_UPSTREAM_URL', () => {
  it('asks the trivia service with its numeric category and maps it back to ours', async () => {
    behaviour = 'success';
    const res = await startQuiz();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuizResponse>();
    expect(body.response_code).toBe(0);
    expect(body.attemptId).not.toBeNull();
    expect(body.results).toHaveLength(5);
    expect(body.results[0]).toMatchObject({
      category: 'science',
      question: 'Upstream question 0?',
    });
    expect(Object.fromEntries(calls.at(-1) ?? [])).toEqual({
      amount: '5',
      category: '18',
      difficulty: 'medium',
      type: 'boolean',
    });
  });

  it.each(['error', 'slow', 'malformed', 'not-enough'] as const)(
    'falls back to the bank when it answers %s',
    async (kind) => {
      behaviour = kind;
      const before = calls.length;
      const res = await startQuiz();
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<QuizResponse>();
      expect(calls.length).toBe(before + 1);
      expect(body.response_code).toBe(0);
      expect(body.results).toHaveLength(5);
      for (const q of body.results) expect(q.question).toMatch(/^Bank /);
    },
  );
});
