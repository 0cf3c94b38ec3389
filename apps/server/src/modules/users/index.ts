/**
 * The users module's public face: the account, profile and follow routes and what other modules,
 * the seed, the admin command line and the test harness may use. Nothing else of this folder is
 * imported from outside.
 */
import type { StatusBadge } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { accountRoutes } from './account.routes';
import { blocksRoutes } from './blocks.routes';
import { emailRoutes } from './email.routes';
import { followsRoutes } from './follows.routes';
import { mailSettingsRoutes } from './mail-settings.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { usersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

export { isBlockedEitherWay } from './blocks.service';
export { createResetLink } from './password-reset.service';
export { generatePassword } from './passwords';
export {
  type ModeratedMember,
  type ReportedMember,
  type SuspensionRow,
  suspensionsRepository,
} from './suspensions.repository';
export { blockPolicy, userPolicy } from './users.policy';
export { type EnsureAdminResult, ensureAdmin, usersService } from './users.service';

/**
 * Registers the members' routes: accounts and profiles, follows, blocks, account settings, mail
 * settings and the one-click unsubscribe.
 */
export const usersModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(usersRoutes, ctx);
  await app.register(followsRoutes, ctx);
  await app.register(blocksRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(mailSettingsRoutes, ctx);
  await app.register(emailRoutes, ctx);
  await app.register(passwordResetRoutes, ctx);
};

/**
 * Sets a member's paid tier (`statusBadge`; null is Basic). Pass the transaction that records the
 * payment or the membership's end, so the badge and the membership change together.
 */
export function setStatusBadge(
  db: Executor,
  userId: string,
  statusBadge: StatusBadge | null,
): Promise<void> {
  return usersRepository(db).setStatusBadge(userId, statusBadge);
}

/** The email a checkout is addressed to and the tier that prices it; null for no such member. */
export async function findCheckoutDetails(
  db: Executor,
  userId: string,
): Promise<{ email: string; statusBadge: StatusBadge | null } | null> {
  const user = await usersRepository(db).findById(userId);
  return user ? { email: user.email, statusBadge: user.statusBadge } : null;
}

/** Whether a member with this id exists. */
export function userExists(db: Executor, userId: string): Promise<boolean> {
  return usersRepository(db).exists(userId);
}

/** Whether the member confirmed their address (false for no such member). */
export async function emailConfirmed(db: Executor, userId: string): Promise<boolean> {
  const user = await usersRepository(db).findById(userId);
  return user?.emailConfirmedAt != null;
}
