import {
  BankQuestion,
  BankQuestionsPage,
  BankQuestionsQuery,
  ErrorResponse,
  QuizAllowance,
  QuizAttemptParams,
  QuizImportBody,
  QuizImportResult,
  QuizQuery,
  QuizQuestionBody,
  QuizQuestionParams,
  QuizResponse,
  QuizResultBody,
} from '@one-world/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { clientKeyOf } from './quiz.allowance';
import type { QuizPlayer } from './quiz.policy';
import {
  toBankQuestion,
  toBankQuestionsPage,
  toQuizAllowance,
  toQuizResponse,
} from './quiz.presenter';
import { AllowanceUsedError, allowanceUsedText, quizService } from './quiz.service';

const AllowanceUsed = ErrorResponse.extend({ resetsAt: z.string() });

/** The quiz (SPEC §2 "Quiz", §7): questions, weekly allowances, results, and the admins' bank. */
export const quizRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const quiz = quizService(ctx);
  const playerOf = (request: FastifyRequest): QuizPlayer => ({
    userId: request.actor?.id ?? null,
    clientKey: clientKeyOf(ctx.secret, request.ip),
  });

  app.get(
    '/quiz',
    {
      schema: {
        tags: ['quiz'],
        summary:
          "Starts a quiz in the trivia service's shape (response_code 1: not enough questions); counts against the weekly allowance",
        querystring: QuizQuery,
        response: { 200: QuizResponse, 400: ErrorResponse, 429: AllowanceUsed },
      },
    },
    async (request, reply) => {
      try {
        return toQuizResponse(await quiz.start(playerOf(request), request.query));
      } catch (err) {
        if (!(err instanceof AllowanceUsedError)) throw err;
        const seconds = Math.ceil((err.resetsAt.getTime() - ctx.clock.now().getTime()) / 1000);
        reply.header('retry-after', String(Math.max(1, seconds)));
        const message = request.translator.t(allowanceUsedText(err.resetsAt, request.locale));
        return reply.code(429).send({ message, resetsAt: err.resetsAt.toISOString() });
      }
    },
  );

  app.get(
    '/quiz/allowance',
    {
      schema: {
        tags: ['quiz'],
        summary: "This ISO week's quizzes: used, allowed, when they reset, recent results",
        response: { 200: QuizAllowance },
      },
    },
    async (request) => toQuizAllowance(await quiz.allowance(playerOf(request))),
  );

  app.post(
    '/quiz/attempts/:attemptId/result',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Records the score of a finished quiz (your own; once)',
        params: QuizAttemptParams,
        body: QuizResultBody,
        response: { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      await quiz.finish(playerOf(request), request.params.attemptId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/quiz/questions',
    {
      schema: {
        tags: ['quiz'],
        summary: 'The question bank newest first, filtered by kind (admins)',
        querystring: BankQuestionsQuery,
        response: {
          200: BankQuestionsPage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
      onRequest: requireSignIn,
    },
    async (request) =>
      toBankQuestionsPage(await quiz.listQuestions(requireActor(request), request.query)),
  );

  app.post(
    '/quiz/questions',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Adds a question to the bank (admins)',
        body: QuizQuestionBody,
        response: { 201: BankQuestion, 409: ErrorResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      const question = await quiz.createQuestion(requireActor(request), request.body);
      reply.code(201);
      return toBankQuestion(question);
    },
  );

  app.put(
    '/quiz/questions/:id',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Rewrites a question of the bank (admins)',
        params: QuizQuestionParams,
        body: QuizQuestionBody,
        response: { 200: BankQuestion, 409: ErrorResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) =>
      toBankQuestion(
        await quiz.updateQuestion(requireActor(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/quiz/import',
    {
      schema: {
        tags: ['quiz'],
        summary:
          "Imports a file in the trivia service's format; questions already in the bank are skipped (admins)",
        body: QuizImportBody,
        response: { 200: QuizImportResult, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => quiz.importQuestions(requireActor(request), request.body.results),
  );
};
