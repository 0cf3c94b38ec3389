/**
 * The users module's public face: the account, profile and follow routes and what other modules,
 * the seed, the admin command line and the test harness may use. Nothing else of this folder is
 * imported from outside.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { accountRoutes } from './account.routes';
import { followsRoutes } from './follows.routes';
import { usersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

export { generatePassword } from './passwords';
export { userPolicy } from './users.policy';
export { type EnsureAdminResult, ensureAdmin, usersService } from './users.service';

/** Registers the members' routes: accounts and profiles, follows, account settings. */
export const usersModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(usersRoutes, ctx);
  await app.register(followsRoutes, ctx);
  await app.register(accountRoutes, ctx);
};

/** Whether a member with this id exists. */
export function userExists(db: Executor, userId: string): Promise<boolean> {
  return usersRepository(db).exists(userId);
}
