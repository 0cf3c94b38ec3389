import {
  Email,
  Password,
  PersonName,
  type SignInBody,
  type SignUpBody,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { conflict, notFound, unauthorized } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { generatePassword, hashPassword, verifyPassword } from './passwords';
import { type UserWithFollows, usersRepository } from './users.repository';

// Admin input comes from the environment or the command line: fail with one readable line.
function check<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** Accounts: sign-up, sign-in and reading members. */
export function usersService(ctx: ServiceContext) {
  async function withFollows(id: string): Promise<UserWithFollows> {
    const user = await usersRepository(ctx.db).findWithFollows(id);
    if (!user) throw notFound(USER_MESSAGES.userNotFound);
    return user;
  }

  return {
    /** Creates a member account (never an admin: the role is not taken from the request). */
    async signUp(input: SignUpBody): Promise<UserWithFollows> {
      if (await usersRepository(ctx.db).findByEmail(input.email)) {
        throw conflict(USER_MESSAGES.emailTaken);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await withTransaction(ctx, async (tx, events) => {
          const inserted = await usersRepository(tx).insert({
            name: input.name,
            email: input.email,
            passwordHash,
          });
          events.record('user.created', { userId: inserted.id });
          return inserted;
        });
        return { ...user, followers: [], following: [] };
      } catch (err) {
        // Two sign-ups for one email at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
        throw err;
      }
    },

    /** Checks credentials; unknown email and wrong password fail alike, in the same time. */
    async signIn(input: SignInBody): Promise<UserWithFollows> {
      const user = await usersRepository(ctx.db).findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) throw unauthorized(USER_MESSAGES.invalidCredentials);
      return withFollows(user.id);
    },

    /** Whether an account uses this email (compared case-insensitively). */
    async emailTaken(email: string): Promise<boolean> {
      return (await usersRepository(ctx.db).findByEmail(email)) !== null;
    },

    /** The user with both follow lists, or null when the account no longer exists. */
    findUser(id: string): Promise<UserWithFollows | null> {
      return usersRepository(ctx.db).findWithFollows(id);
    },

    /** The user with both follow lists; 404 when unknown. */
    getUser: withFollows,
  };
}

export interface EnsureAdminInput {
  email: string;
  /** Used only when the account is created. */
  name?: string;
  /** Used only when the account is created; a strong one is generated when absent. */
  password?: string;
}

export interface EnsureAdminResult {
  user: UserRow;
  outcome: 'created' | 'promoted' | 'unchanged';
  /** Set only when the account was created with a generated password: show it once. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin account exists for the email: creates it, promotes an existing member, or
 * leaves an existing admin alone (an existing password is never changed). Shared by the seed step
 * and the admin CLI.
 */
export async function ensureAdmin(
  db: Executor,
  input: EnsureAdminInput,
): Promise<EnsureAdminResult> {
  const email = check(Email, input.email, 'email');
  const repo = usersRepository(db);
  const existing = await repo.findByEmail(email);
  if (existing) {
    if (existing.role === 'admin') return { user: existing, outcome: 'unchanged' };
    await repo.setRole(existing.id, 'admin');
    return { user: { ...existing, role: 'admin' }, outcome: 'promoted' };
  }
  const name = check(PersonName, input.name ?? 'Admin', 'name');
  const password =
    input.password === undefined ? generatePassword() : check(Password, input.password, 'password');
  const user = await repo.insert({
    name,
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  return {
    user,
    outcome: 'created',
    ...(input.password === undefined ? { generatedPassword: password } : {}),
  };
}
