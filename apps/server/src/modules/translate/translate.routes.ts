import { ErrorResponse, TranslateBody, TranslateResponse } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { translatorOf } from './providers';
import { translateService } from './translate.service';

/** GET /api/translate/availability: whether a provider is configured. */
const TranslationAvailability = z.object({ available: z.boolean() });

/**
 * Machine translation of posts, comments, articles and chat messages (issue 17): for signed-in
 * members, limited per member (`WRITES_PER_MINUTE`), since every call may spend the provider's quota.
 */
export const translateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const translations = translateService(ctx, translatorOf(ctx.config.translation), app.log);

  app.get(
    '/translate/availability',
    {
      schema: {
        tags: ['translate'],
        summary: 'Whether machine translation is configured (the web shows Translate only then)',
        response: { 200: TranslationAvailability },
      },
    },
    async () => ({ available: translations.available }),
  );

  app.post(
    '/translate',
    {
      schema: {
        tags: ['translate'],
        summary:
          'Translates a post, comment, article or chat message the member may read into a language',
        body: TranslateBody,
        response: {
          200: TranslateResponse,
          ...writeErrorResponses,
          501: ErrorResponse,
          502: ErrorResponse,
        },
      },
      config: perMemberWriteLimit,
      onRequest: [requireSignIn],
    },
    async (request) => translations.translate(requireActor(request), request.body),
  );
};
