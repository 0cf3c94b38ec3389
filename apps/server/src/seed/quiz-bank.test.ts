import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_TYPES,
  QuizQuestionBody,
} from '@one-world/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { quizBankFolder, quizBankSeed, readQuizBank, readQuizBankFile } from './quiz-bank';

const QUESTIONS_PER_KIND = 10;

describe('the quiz bank files', () => {
  it('parse with the contract, one category per file', async () => {
    for (const category of QUIZ_CATEGORIES) {
      const questions = await readQuizBankFile(new URL(`${category}.json`, quizBankFolder));
      for (const q of questions) {
        expect(QuizQuestionBody.safeParse(q).success, q.question).toBe(true);
        expect(q.category, q.question).toBe(category);
      }
    }
  });

  it(`hold at least ${QUESTIONS_PER_KIND} questions of every category × difficulty × type`, async () => {
    const questions = await readQuizBank();
    for (const category of QUIZ_CATEGORIES) {
      for (const difficulty of QUIZ_DIFFICULTIES) {
        for (const type of QUIZ_TYPES) {
          const n = questions.filter(
            (q) => q.category === category && q.difficulty === difficulty && q.type === type,
          ).length;
          expect(n, `${category} ${difficulty} ${type}`).toBeGreaterThanOrEqual(QUESTIONS_PER_KIND);
        }
      }
    }
  });

  it('hold no question twice, whatever its case, across files', async () => {
    const seen = new Set<string>();
    for (const q of await readQuizBank()) {
      const key = q.question.trim().toLowerCase();
      expect(seen.has(key), q.question).toBe(false);
      seen.add(key);
    }
  });

  it('give multiple choice 3 distinct wrong answers and true-or-false True and False', async () => {
    for (const q of await readQuizBank()) {
      const answers = [q.correct_answer, ...q.incorrect_answers];
      if (q.type === 'multiple') {
        expect(q.incorrect_answers, q.question).toHaveLength(3);
        expect(new Set(answers.map((a) => a.toLowerCase())).size, q.question).toBe(4);
      } else {
        expect(answers.sort(), q.question).toEqual(['False', 'True']);
      }
    }
  });

  it('refuse a malformed file, naming it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ow-quiz-'));
    try {
      const file = join(dir, 'bad.json');
      await writeFile(file, JSON.stringify({ results: [{ question: 'Half a question?' }] }));
      await expect(readQuizBankFile(pathToFileURL(file))).rejects.toThrow(/bad\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the quiz bank seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The bank is product content: seeded even without the demo content.
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const bankSize = async () =>
    (await t.app.ctx.db.select({ n: count() }).from(quizQuestions))[0]?.n;

  it('loads every question once, and nothing twice when run again', async () => {
    await quizBankSeed.run(t.app.ctx, t.app.log);
    expect(await bankSize()).toBe((await readQuizBank()).length);
    await quizBankSeed.run(t.app.ctx, t.app.log);
    expect(await bankSize()).toBe((await readQuizBank()).length);
  });
});
