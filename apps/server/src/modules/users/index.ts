/**
 * The users module's public face: the account routes and what other modules, the seed, the admin
 * command line and the test harness may use. Nothing else of this folder is imported from outside.
 */
import type { Executor } from '../../db/client';
import { usersRepository } from './users.repository';

export { generatePassword } from './passwords';
export { userPolicy } from './users.policy';
export { usersRoutes as usersModule } from './users.routes';
export { type EnsureAdminResult, ensureAdmin, usersService } from './users.service';

/** Whether a member with this id exists. */
export function userExists(db: Executor, userId: string): Promise<boolean> {
  return usersRepository(db).exists(userId);
}
