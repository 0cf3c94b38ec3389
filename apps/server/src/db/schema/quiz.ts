import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_TYPES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { users } from './users';

/** The quiz bank: questions in the trivia service's shape, ours to write and edit. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: QUIZ_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: QUIZ_DIFFICULTIES }).notNull(),
    type: text('type', { enum: QUIZ_TYPES }).notNull(),
    question: text('question').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    incorrectAnswers: jsonb('incorrect_answers').$type<string[]>().notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A question is in the bank once, whatever its case.
    uniqueIndex('quiz_questions_question_idx').on(sql`lower(${t.question})`),
    index('quiz_questions_pick_idx').on(t.category, t.difficulty, t.type),
    check('quiz_questions_category_check', sql`${t.category} in (${inList(QUIZ_CATEGORIES)})`),
    check(
      'quiz_questions_difficulty_check',
      sql`${t.difficulty} in (${inList(QUIZ_DIFFICULTIES)})`,
    ),
    check('quiz_questions_type_check', sql`${t.type} in (${inList(QUIZ_TYPES)})`),
  ],
);

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;

/**
 * Quizzes started, counted against the weekly allowance when they start: a member's by user id,
 * a visitor's by a keyed hash of their address. `week` is the ISO week (`2026-W48`); score and
 * total are filled in when the quiz ends.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key'),
    week: text('week').notNull(),
    category: text('category', { enum: QUIZ_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: QUIZ_DIFFICULTIES }).notNull(),
    type: text('type', { enum: QUIZ_TYPES }).notNull(),
    total: integer('total').notNull(),
    score: integer('score'),
    startedAt: millis('started_at').notNull().defaultNow(),
    finishedAt: millis('finished_at'),
  },
  (t) => [
    index('quiz_attempts_user_week_idx').on(t.userId, t.week),
    index('quiz_attempts_client_week_idx').on(t.clientKey, t.week),
    check('quiz_attempts_owner_check', sql`(${t.userId} is null) <> (${t.clientKey} is null)`),
    check(
      'quiz_attempts_score_check',
      sql`${t.score} is null or ${t.score} between 0 and ${t.total}`,
    ),
  ],
);

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
