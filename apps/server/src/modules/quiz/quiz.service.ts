import {
  type BankQuestionsQuery,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type QuizQuery,
  type QuizQuestion,
  type QuizQuestionBody,
  type QuizResultBody,
  type Tier,
} from '@one-world/contract';
import { type Locale, type Message, msg } from '@one-world/i18n';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { isoWeek, resetDayText, tierOf, weekResetsAt } from './quiz.allowance';
import { ownsAttempt, type QuizPlayer, quizBankPolicy } from './quiz.policy';
import {
  type AttemptOwner,
  type QuestionFields,
  type QuizAttemptRow,
  type QuizQuestionRow,
  quizRepository,
} from './quiz.repository';
import { fetchUpstreamQuestions, type QuizUpstreamSettings } from './quiz.upstream';

/** What the quiz service needs besides the usual context: the optional trivia service. */
export interface QuizServiceContext extends ServiceContext {
  config: { quizUpstream: QuizUpstreamSettings | undefined };
}

/** A started quiz: the trivia service's answer plus the attempt and what is left this week. */
export type QuizStart =
  | { responseCode: 1 }
  | { responseCode: 0; questions: QuizQuestion[]; attemptId: string; remaining: number | null };

/** The player's week: what `GET /api/quiz/allowance` shows. */
export interface AllowanceState {
  tier: Tier;
  used: number;
  limit: number | null;
  resetsAt: Date;
  recent: QuizAttemptRow[];
}

const ownerOf = (player: QuizPlayer): AttemptOwner =>
  player.userId !== null ? { userId: player.userId } : { clientKey: player.clientKey };

const fieldsOf = (q: z.output<typeof QuizQuestionBody>): QuestionFields => ({
  category: q.category,
  difficulty: q.difficulty,
  type: q.type,
  question: q.question,
  correctAnswer: q.correct_answer,
  incorrectAnswers: q.incorrect_answers,
});

const fromBank = (row: QuizQuestionRow): QuizQuestion => ({
  category: row.category,
  type: row.type,
  difficulty: row.difficulty,
  question: row.question,
  correct_answer: row.correctAnswer,
  incorrect_answers: row.incorrectAnswers,
});

/** The refusal of a used-up week, its reset day written in the reader's language. */
export function allowanceUsedText(resetsAt: Date, locale: Locale): Message {
  return msg(QUIZ_MESSAGES.allowanceUsed, { resetsAt: resetDayText(resetsAt, locale) });
}

/** The 429 of a used-up week, with when it resets (the route turns it into Retry-After). */
export class AllowanceUsedError extends HttpError {
  constructor(readonly resetsAt: Date) {
    super(429, allowanceUsedText(resetsAt, 'en'));
  }
}

/** The quiz: questions from the trivia service or the bank, weekly allowances, the admins' bank. */
export function quizService(ctx: QuizServiceContext) {
  async function limitOf(player: QuizPlayer): Promise<{ tier: Tier; limit: number | null }> {
    if (player.userId === null) return tierOf(null);
    return tierOf(await quizRepository(ctx.db).statusBadgeOf(player.userId));
  }

  async function questionsFor(query: z.output<typeof QuizQuery>): Promise<QuizQuestion[] | null> {
    const upstream = ctx.config.quizUpstream;
    if (upstream) {
      const questions = await fetchUpstreamQuestions(upstream, query, query.amount);
      if (questions) return questions;
    }
    const rows = await quizRepository(ctx.db).pick(query, query.amount);
    return rows.length < query.amount ? null : rows.map(fromBank);
  }

  function foundQuestion(row: QuizQuestionRow | null): QuizQuestionRow {
    if (!row) throw notFound(QUIZ_MESSAGES.questionNotFound);
    return row;
  }

  async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(QUIZ_MESSAGES.duplicateQuestion);
      throw err;
    }
  }

  return {
    /**
     * Starts a quiz: refuses past the week's allowance (429), answers response_code 1 without
     * counting when there are not enough questions, else records the attempt (a quiz counts when
     * it starts) and answers the questions.
     */
    async start(player: QuizPlayer, query: z.output<typeof QuizQuery>): Promise<QuizStart> {
      const now = ctx.clock.now();
      const week = isoWeek(now);
      const owner = ownerOf(player);
      const { limit } = await limitOf(player);
      const refuseWhenUsed = (used: number) => {
        if (limit !== null && used >= limit) throw new AllowanceUsedError(weekResetsAt(now));
      };
      // Checked before asking for questions, so a refused player costs no upstream call.
      refuseWhenUsed(await quizRepository(ctx.db).countStarted(owner, week));
      const questions = await questionsFor(query);
      if (!questions) return { responseCode: 1 };
      const { attempt, used } = await withTransaction(ctx, async (tx) => {
        const repository = quizRepository(tx);
        await repository.lockOwner(owner);
        const before = await repository.countStarted(owner, week);
        refuseWhenUsed(before);
        const started = await repository.insertAttempt(owner, week, query, questions.length, now);
        return { attempt: started, used: before + 1 };
      });
      return {
        responseCode: 0,
        questions,
        attemptId: attempt.id,
        remaining: limit === null ? null : limit - used,
      };
    },

    /** Records the score of the player's own quiz, once; someone else's is a 404. */
    async finish(
      player: QuizPlayer,
      attemptId: string,
      result: z.output<typeof QuizResultBody>,
    ): Promise<void> {
      const attempt = await quizRepository(ctx.db).findAttempt(attemptId);
      if (!attempt || !ownsAttempt(player, attempt)) throw notFound(QUIZ_MESSAGES.attemptNotFound);
      if (result.total !== attempt.total) {
        throw badRequest(msg('quiz.totalMismatch', { total: attempt.total }), 'total');
      }
      if (result.score > result.total) throw badRequest('quiz.scoreTooHigh', 'score');
      const recorded = await quizRepository(ctx.db).finishAttempt(
        attemptId,
        result.score,
        ctx.clock.now(),
      );
      if (!recorded) throw conflict('quiz.alreadyRecorded');
    },

    /** The player's week: tier, quizzes used and allowed, the reset, their recent results. */
    async allowance(player: QuizPlayer): Promise<AllowanceState> {
      const now = ctx.clock.now();
      const repository = quizRepository(ctx.db);
      const [{ tier, limit }, used, recent] = await Promise.all([
        limitOf(player),
        repository.countStarted(ownerOf(player), isoWeek(now)),
        player.userId === null
          ? Promise.resolve([])
          : repository.recentFinished(player.userId, QUIZ_LIMITS.recentResults),
      ]);
      return { tier, used, limit, resetsAt: weekResetsAt(now), recent };
    },

    /** A page of the bank, newest first, filtered by kind (admins). */
    async listQuestions(
      actor: Actor,
      query: z.output<typeof BankQuestionsQuery>,
    ): Promise<Page<QuizQuestionRow>> {
      quizBankPolicy.authorize(actor, 'manage', undefined);
      const rows = await quizRepository(ctx.db).list(
        query,
        decodeCursor(query.cursor),
        query.limit + 1,
      );
      return pageOf(rows, query.limit);
    },

    /** Adds a question to the bank (admins); 409 when it is already there in any case. */
    async createQuestion(
      actor: Actor,
      input: z.output<typeof QuizQuestionBody>,
    ): Promise<QuizQuestionRow> {
      quizBankPolicy.authorize(actor, 'manage', undefined);
      return refusingDuplicates(() =>
        quizRepository(ctx.db).insert(fieldsOf(input), ctx.clock.now()),
      );
    },

    /** Rewrites a question of the bank (admins); 404 when gone, 409 when it duplicates another. */
    async updateQuestion(
      actor: Actor,
      id: string,
      input: z.output<typeof QuizQuestionBody>,
    ): Promise<QuizQuestionRow> {
      quizBankPolicy.authorize(actor, 'manage', undefined);
      return foundQuestion(
        await refusingDuplicates(() =>
          quizRepository(ctx.db).update(id, fieldsOf(input), ctx.clock.now()),
        ),
      );
    },

    /** Imports a trivia-format file (admins): adds the new questions, skips those already in. */
    async importQuestions(
      actor: Actor,
      questions: z.output<typeof QuizQuestionBody>[],
    ): Promise<{ added: number; skipped: number }> {
      quizBankPolicy.authorize(actor, 'manage', undefined);
      const added = await importIntoBank(ctx, questions);
      return { added, skipped: questions.length - added };
    },
  };
}

/**
 * Adds the questions the bank does not hold yet (case-insensitively) and answers how many it
 * added; the admins' import and the seed share it.
 */
export function importIntoBank(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  questions: z.output<typeof QuizQuestionBody>[],
): Promise<number> {
  return quizRepository(ctx.db).insertNew(questions.map(fieldsOf), ctx.clock.now());
}
