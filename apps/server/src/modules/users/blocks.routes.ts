import {
  BlockedUsersPage,
  BlockResponse,
  ErrorResponse,
  PageQuery,
  UserIdParams,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { blocksService } from './blocks.service';
import { toBlockResponse, toMemberList } from './users.presenter';

/** Blocking members, and the signed-in member's list of the members they blocked. */
export const blocksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const blocks = blocksService(ctx);

  for (const [method, wanted] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/blocks/:id',
      schema: {
        tags: ['blocks'],
        summary: wanted
          ? 'The signed-in member blocks the member (idempotent); follows between them end'
          : 'The signed-in member unblocks the member (idempotent)',
        description: '403 for oneself, 404 for an unknown member.',
        params: UserIdParams,
        response: { 200: BlockResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
      handler: async (request) =>
        toBlockResponse(
          await blocks.setBlock(requireActor(request), request.params.id, wanted),
          request.translator,
        ),
    });
  }

  app.get(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The members the signed-in member blocked, newest block first',
        querystring: PageQuery,
        response: { 200: BlockedUsersPage, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => toMemberList(await blocks.list(requireActor(request), request.query)),
  );
};
