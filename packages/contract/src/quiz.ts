import { z } from 'zod';
import { Cursor, pageLimit } from './common';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_LIMITS, QUIZ_TYPES } from './quiz-constants';

/**
 * GET /api/quiz?amount=&category=&difficulty=&type= (SPEC §7's trivia call, served by us).
 * Defaults per SPEC §9: 10 questions, sports, easy, boolean.
 */
export const QuizQuery = z.object({
  amount: z.coerce
    .number({ error: 'quiz.amountNumber' })
    .int({ message: 'quiz.amountWhole' })
    .min(QUIZ_LIMITS.amountMin, { message: 'quiz.amountTooSmall' })
    .max(QUIZ_LIMITS.amountMax, { message: 'quiz.amountTooBig' })
    .default(QUIZ_LIMITS.amountDefault),
  category: z.enum(QUIZ_CATEGORIES, { error: 'quiz.unknownCategory' }).default('sports'),
  difficulty: z.enum(QUIZ_DIFFICULTIES, { error: 'quiz.unknownDifficulty' }).default('easy'),
  type: z.enum(QUIZ_TYPES, { error: 'quiz.unknownType' }).default('boolean'),
});
export type QuizQuery = z.input<typeof QuizQuery>;

/** One question in the trivia service's shape (texts may carry HTML entities: show as text). */
export const QuizQuestion = z.object({
  category: z.string(),
  type: z.enum(QUIZ_TYPES),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  question: z.string(),
  correct_answer: z.string(),
  incorrect_answers: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/**
 * The answer of GET /api/quiz: the trivia service's `{ response_code, results }` (0 with the
 * questions, 1 when there are not enough), plus `attemptId` (to record the score when it ends)
 * and the member's `remaining` quizzes this week (null: unlimited).
 */
export const QuizResponse = z.object({
  response_code: z.union([z.literal(0), z.literal(1)]),
  results: z.array(QuizQuestion),
  attemptId: z.string().nullable(),
  remaining: z.number().int().nullable(),
});
export type QuizResponse = z.infer<typeof QuizResponse>;

/** POST /api/quiz/attempts/:attemptId/result: the score of a finished quiz. */
export const QuizResultBody = z.object({
  score: z.number().int().min(0),
  total: z.number().int().min(1).max(QUIZ_LIMITS.amountMax),
});
export type QuizResultBody = z.input<typeof QuizResultBody>;
export const QuizAttemptParams = z.object({ attemptId: z.uuid({ message: 'quiz.invalidId' }) });

/**
 * GET /api/quiz/allowance: the quizzes of this ISO week (`used`, `limit` null when unlimited),
 * when the next week starts, and (for members) their recent finished results.
 */
export const QuizAllowance = z.object({
  tier: z.enum(['Basic', 'Warrior', 'Legend']),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  resetsAt: z.string(),
  recent: z.array(
    z.object({
      _id: z.string(),
      category: z.enum(QUIZ_CATEGORIES),
      difficulty: z.enum(QUIZ_DIFFICULTIES),
      type: z.enum(QUIZ_TYPES),
      score: z.number().int(),
      total: z.number().int(),
      finishedAt: z.string(),
    }),
  ),
});
export type QuizAllowance = z.infer<typeof QuizAllowance>;

const QuestionText = z.string().trim().min(1, { message: 'quiz.answerRequired' });

/** One question of the bank as admins write it (POST /api/quiz/questions, PUT …/:id). */
export const QuizQuestionBody = z
  .object({
    category: z.enum(QUIZ_CATEGORIES, { error: 'quiz.unknownCategory' }),
    difficulty: z.enum(QUIZ_DIFFICULTIES, { error: 'quiz.unknownDifficulty' }),
    type: z.enum(QUIZ_TYPES, { error: 'quiz.unknownType' }),
    question: QuestionText.max(QUIZ_LIMITS.questionMax, { message: 'quiz.questionTooLong' }),
    correct_answer: QuestionText.max(QUIZ_LIMITS.answerMax, { message: 'quiz.answerTooLong' }),
    incorrect_answers: z.array(
      QuestionText.max(QUIZ_LIMITS.answerMax, { message: 'quiz.answerTooLong' }),
    ),
  })
  .superRefine((q, ctx) => {
    const wanted = q.type === 'multiple' ? 3 : 1;
    if (q.incorrect_answers.length !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['incorrect_answers'],
        message: q.type === 'multiple' ? 'quiz.multipleWrongAnswers' : 'quiz.booleanWrongAnswer',
      });
    }
    const answers = [q.correct_answer, ...q.incorrect_answers].map((a) => a.toLowerCase());
    if (new Set(answers).size !== answers.length) {
      ctx.addIssue({ code: 'custom', path: ['incorrect_answers'], message: 'quiz.answersDiffer' });
    }
    if (
      q.type === 'boolean' &&
      [q.correct_answer, ...q.incorrect_answers].sort().join() !== 'False,True'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct_answer'],
        message: 'quiz.booleanAnswers',
      });
    }
  });
export type QuizQuestionBody = z.input<typeof QuizQuestionBody>;

/** A question of the bank as admins see it. */
export const BankQuestion = QuizQuestion.extend({
  _id: z.string(),
  category: z.enum(QUIZ_CATEGORIES),
  createdAt: z.string(),
});
export type BankQuestion = z.infer<typeof BankQuestion>;

export const BankQuestionsQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(20, 100),
  category: z.enum(QUIZ_CATEGORIES).optional(),
  difficulty: z.enum(QUIZ_DIFFICULTIES).optional(),
  type: z.enum(QUIZ_TYPES).optional(),
});
export const BankQuestionsPage = z.object({
  questions: z.array(BankQuestion),
  nextCursor: z.string().nullable(),
});
export type BankQuestionsPage = z.infer<typeof BankQuestionsPage>;
export const QuizQuestionParams = z.object({ id: z.uuid({ message: 'quiz.invalidQuestionId' }) });

/**
 * POST /api/quiz/import (admins): a file in the trivia service's format,
 * `{ results: [{ category, type, difficulty, question, correct_answer, incorrect_answers }] }`
 * with our category names; answers how many were added and skipped as duplicates.
 */
export const QuizImportBody = z.object({
  results: z.array(QuizQuestionBody).min(1).max(QUIZ_LIMITS.importMax),
});
export const QuizImportResult = z.object({ added: z.number().int(), skipped: z.number().int() });
export type QuizImportResult = z.infer<typeof QuizImportResult>;
