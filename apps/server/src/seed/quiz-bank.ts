import { readFile } from 'node:fs/promises';
import { QUIZ_CATEGORIES, QuizQuestionBody } from '@one-world/contract';
import { z } from 'zod';
import { importQuizQuestions } from '../modules/quiz';
import type { SeedStep } from './seed-step';

/**
 * The quiz bank (issue 10): the questions we wrote, one file per category in `./quiz-bank`, in
 * the trivia service's format. It is product content, not demo content — the quiz has no other
 * source without QUIZ_UPSTREAM_URL — so it is seeded even when SEED_DEMO is false. Every start
 * adds only the questions the bank lacks (case-insensitively), so an admin's edits and additions
 * stay, and new questions in the files arrive with the next deploy.
 */

// `./quiz-bank` beside this file under tsx and vitest; build.mjs copies it beside the bundle.
export const quizBankFolder = new URL('./quiz-bank/', import.meta.url);

const BankFile = z.object({ results: z.array(QuizQuestionBody) });

/** Reads and checks one category's file; a malformed file fails loudly, naming itself. */
export async function readQuizBankFile(file: URL): Promise<z.output<typeof QuizQuestionBody>[]> {
  const parsed = BankFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file.pathname}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return parsed.data.results;
}

/** Every category's questions, in the order of QUIZ_CATEGORIES. */
export async function readQuizBank(
  folder: URL = quizBankFolder,
): Promise<z.output<typeof QuizQuestionBody>[]> {
  const files = await Promise.all(
    QUIZ_CATEGORIES.map((category) => readQuizBankFile(new URL(`${category}.json`, folder))),
  );
  return files.flat();
}

export const quizBankSeed: SeedStep = {
  name: 'quiz bank',
  async run(ctx, log) {
    const added = await importQuizQuestions(ctx, await readQuizBank());
    if (added > 0) log.info({ added }, 'seeded the quiz bank');
  },
};
