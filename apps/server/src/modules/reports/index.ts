/**
 * The reports module's public face: members filing reports and following them, and the
 * moderators' queue, actions and audit log under /api/admin. Both live here because they share
 * the reports' life (open, then dismissed or resolved by an action) and its table.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { moderationRoutes } from './moderation.routes';
import { reportsRoutes } from './reports.routes';

/** Registers the reports' and the moderators' routes. */
export const reportsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(reportsRoutes, ctx);
  await app.register(moderationRoutes, ctx);
};
