import {
  ErrorResponse,
  LikeBody,
  LikeResponse,
  LikesQuery,
  LikesResponse,
  PostIdParams,
} from '@one-world/contract';
import { msg } from '@one-world/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { badRequest, writeErrorResponses } from '../../lib/http-errors';
import { perMemberLikeLimit } from '../../lib/rate-limits';
import { assertSelf, requireActor, requireSignIn } from '../../plugins/session';
import { likesService } from './likes.service';
import { toLikeResponse, toLikesPage } from './posts.presenter';

/** Likes on board posts. */
export const likesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const likes = likesService(ctx);

  app.get(
    '/like/:postId',
    {
      schema: {
        tags: ['likes'],
        summary: 'Who likes a post (the spec’s likes list), oldest first, and how many',
        params: PostIdParams,
        querystring: LikesQuery,
        response: { 200: LikesResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      toLikesPage(await likes.listLikes(request.params.postId, request.query, request.actor)),
  );

  app.post(
    '/like/:postId',
    {
      schema: {
        tags: ['likes'],
        summary: 'Toggles the signed-in member’s like, or sets it when `liked` is given',
        params: PostIdParams,
        // The spec's client sends { postId, id }; a bare POST toggles as well.
        body: LikeBody.nullish(),
        response: { 200: LikeResponse, ...writeErrorResponses },
      },
      config: perMemberLikeLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body ?? {};
      assertSelf(actor, body.id);
      if (body.postId !== undefined && body.postId !== request.params.postId) {
        throw badRequest(msg('posts.postIdMismatch'), 'postId');
      }
      return toLikeResponse(
        await likes.setLike(actor, request.params.postId, body.liked),
        request.translator,
      );
    },
  );
};
