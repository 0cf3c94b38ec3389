import { ErrorResponse, SearchQuery, SearchResponse } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { toSearchResponse } from './search.presenter';
import { searchService } from './search.service';

/** Full-text search: public, so visitors find what members shared too. */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const search = searchService(ctx);

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Searches posts, articles and members (websearch syntax), best match first',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request) =>
      toSearchResponse(await search.search(request.query, request.actor ?? null, request.locale)),
  );
};
