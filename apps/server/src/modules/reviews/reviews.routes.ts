import {
  ErrorResponse,
  REVIEW_MESSAGES,
  Review,
  ReviewHiddenBody,
  ReviewIdParams,
  ReviewSaved,
  ReviewsPage,
  ReviewsQuery,
  SaveReviewBody,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import {
  assertSelf,
  requireActor,
  requireConfirmedEmail,
  requireSignIn,
} from '../../plugins/session';
import { toReview, toReviewsPage } from './reviews.presenter';
import { reviewsService } from './reviews.service';

/** Site reviews (SPEC §2 "Reviews"): the list, a member's one review, admins hiding one. */
export const reviewsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const confirmedEmail = requireConfirmedEmail(ctx.config.mail);
  const reviews = reviewsService(ctx);

  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews newest first with the average, count and distribution of ratings (`hidden=include`: admins)',
        querystring: ReviewsQuery,
        response: {
          200: ReviewsPage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { page, counts } = await reviews.list(request.actor, request.query);
      return toReviewsPage(page, counts, request.actor);
    },
  );

  app.get(
    '/review/mine',
    {
      schema: {
        tags: ['reviews'],
        summary: "The signed-in member's review, to edit it",
        response: { 200: Review, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toReview(await reviews.mine(actor), actor);
    },
  );

  app.post(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "Saves the member's review of the site: 201 the first time, 200 when it replaced it",
        body: SaveReviewBody,
        response: { 200: ReviewSaved, 201: ReviewSaved, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: [requireSignIn, confirmedEmail],
    },
    async (request, reply) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.id);
      const { review, created } = await reviews.save(actor, request.body);
      reply.code(created ? 201 : 200);
      return {
        message: request.translator.t(created ? REVIEW_MESSAGES.created : REVIEW_MESSAGES.updated),
        review: toReview(review, actor),
      };
    },
  );

  app.put(
    '/review/:id/hidden',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Hides a review from the list and the average, or shows it again (admins)',
        params: ReviewIdParams,
        body: ReviewHiddenBody,
        response: { 200: Review, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toReview(
        await reviews.setHidden(actor, request.params.id, request.body.hidden),
        actor,
      );
    },
  );
};
