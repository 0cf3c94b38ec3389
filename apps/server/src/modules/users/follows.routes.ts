import {
  ErrorResponse,
  FollowBody,
  FollowListResponse,
  FollowResponse,
  PageQuery,
  UserIdParams,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberLikeLimit } from '../../lib/rate-limits';
import { assertSelf, requireActor, requireSignIn } from '../../plugins/session';
import type { FollowDirection } from './follows.repository';
import { followsService } from './follows.service';
import { toFollowResponse, toMemberList } from './users.presenter';

/** Following members, and the paged lists of who follows whom. */
export const followsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const follows = followsService(ctx);

  for (const [path, wanted] of [
    ['/follow/:id', true],
    ['/unfollow/:id', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['follows'],
          summary: wanted
            ? 'The signed-in member follows the member (idempotent)'
            : 'The signed-in member stops following the member (idempotent)',
          description:
            '`followerId`, when sent, must be the signed-in member (403). 400 for oneself, ' +
            '404 for an unknown member, 403 for following when either of the two blocked the other.',
          params: UserIdParams,
          // The spec's client sends { followerId }; a bare POST works as well.
          body: FollowBody.nullish(),
          response: { 200: FollowResponse, ...writeErrorResponses },
        },
        // One click each, like likes.
        config: perMemberLikeLimit,
        onRequest: requireSignIn,
      },
      async (request) => {
        const actor = requireActor(request);
        assertSelf(actor, request.body?.followerId);
        return toFollowResponse(
          await follows.setFollow(actor, request.params.id, wanted),
          request.translator,
        );
      },
    );
  }

  const lists: [string, FollowDirection, string][] = [
    ['/users/:id/followers', 'followers', 'The members following a member, newest first'],
    ['/users/:id/following', 'following', 'The members a member follows, newest first'],
  ];
  for (const [path, direction, summary] of lists) {
    app.get(
      path,
      {
        schema: {
          tags: ['follows'],
          summary,
          params: UserIdParams,
          querystring: PageQuery,
          response: { 200: FollowListResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) =>
        toMemberList(await follows.list(request.params.id, direction, request.query)),
    );
  }
};
