import { ErrorResponse } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Present when the node uses Redis (REDIS_URL). */
  redis: z.literal('ok').optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database and, when configured, Redis answer',
        response: { 200: HealthResponse, 503: ErrorResponse },
      },
      // Never shed: an overloaded node is busy, not dead, and answers here what its database and
      // Redis say (docs/OPERATIONS.md, "Load shedding").
      config: { rateLimit: false, shedLoad: false },
    },
    async (request, reply) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply
          .status(503)
          .send({ message: request.translator.t('errors.databaseUnavailable') });
      }
      if (!ctx.redis) return { status: 'ok' as const, database: ctx.database.kind };
      try {
        await ctx.redis.ping();
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply.status(503).send({ message: request.translator.t('errors.redisUnavailable') });
      }
      return { status: 'ok' as const, database: ctx.database.kind, redis: 'ok' as const };
    },
  );
};
