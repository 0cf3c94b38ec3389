import {
  type DomainEvents,
  Email,
  type LanguageSettingsBody,
  Password,
  PersonName,
  type ProfileUpdateBody,
  type SignInBody,
  type SignUpBody,
  suspendedMessage,
  USER_MESSAGES,
} from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { issueText, translatorFor } from '../../lib/i18n';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { accountMail, sameAddress } from './account-mail';
import { emailTokensRepository } from './email-tokens.repository';
import { generatePassword, hashPassword, verifyPassword } from './passwords';
import { newPicture, releasePicture } from './profile-pictures';
import { suspensionAt } from './suspensions.repository';
import { userPolicy } from './users.policy';
import {
  type LanguageChanges,
  type ProfileChanges,
  type UserProfile,
  usersRepository,
} from './users.repository';

// Admin input comes from the environment or the command line: fail with one readable line, in
// English like the rest of the operator's tools.
function check<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const text = issue ? issueText(translatorFor('en'), issue) : 'invalid';
    throw new Error(`${field}: ${text}`);
  }
  return parsed.data;
}

type ProfileField = DomainEvents['user.updated']['fields'][number];

/** The profile fields whose new value differs from the stored one (the `user.updated` payload). */
function changedFields(before: UserRow, changes: ProfileChanges): ProfileField[] {
  const compared: [ProfileField, unknown, unknown][] = [
    ['name', changes.name, before.name],
    ['email', changes.email, before.email],
    ['bio', changes.bio, before.bio],
    ['avatar', changes.avatarUrl, before.avatarUrl],
    ['cover', changes.coverUrl, before.coverUrl],
  ];
  return compared
    .filter(([, next, stored]) => next !== undefined && next !== stored)
    .map(([field]) => field);
}

/** A profile update's outcome: the member now, and whether a new address awaits confirmation. */
export interface ProfileUpdate {
  user: UserRow;
  emailChangeStarted: boolean;
}

/** Accounts: sign-up, sign-in, reading members and editing one's profile. */
export function usersService(ctx: ServiceContext) {
  return {
    /**
     * Creates a member account (never an admin: the role is not taken from the request) and
     * mails the link confirming its address, unless `confirmed` (the seeded demo members).
     */
    async signUp(
      input: SignUpBody,
      { confirmed = false, language }: { confirmed?: boolean; language?: Locale } = {},
    ): Promise<UserRow> {
      if (await usersRepository(ctx.db).findByEmail(input.email)) {
        throw conflict(USER_MESSAGES.emailTaken);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await withTransaction(ctx, async (tx, events) => {
          const inserted = await usersRepository(tx).insert({
            name: input.name,
            email: input.email,
            passwordHash,
            ...(language ? { language } : {}),
            ...(confirmed ? { emailConfirmedAt: ctx.clock.now() } : {}),
          });
          if (!confirmed) await accountMail.confirmation(ctx, tx, inserted);
          events.record('user.created', { userId: inserted.id });
          return inserted;
        });
      } catch (err) {
        // Two sign-ups for one email at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * Checks credentials; unknown email and wrong password fail alike, in the same time. A
     * suspended member is told so (403 with the date) only once the password checked out, so a
     * stranger learns nothing of the account.
     */
    async signIn(input: SignInBody): Promise<UserRow> {
      const user = await usersRepository(ctx.db).findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) throw unauthorized(USER_MESSAGES.invalidCredentials);
      const suspension = suspensionAt(user, ctx.clock.now());
      if (suspension) throw forbidden(suspendedMessage(suspension.until));
      return user;
    },

    /**
     * Saves the member's interface language and "my languages" (null: the default); a field left
     * out stays as it is. The member as they are now.
     */
    async setLanguages(
      actor: Actor,
      input: z.output<typeof LanguageSettingsBody>,
    ): Promise<UserRow> {
      const changes: LanguageChanges = {};
      if (input.language !== undefined) changes.language = input.language;
      if (input.contentLanguages !== undefined) {
        changes.contentLanguages = input.contentLanguages && [...new Set(input.contentLanguages)];
      }
      const user =
        Object.keys(changes).length === 0
          ? await usersRepository(ctx.db).findById(actor.id)
          : await withTransaction(ctx, async (tx, events) => {
              const saved = await usersRepository(tx).setLanguages(actor.id, changes);
              if (saved && changes.language !== undefined) {
                events.record('user.account-changed', { userId: actor.id, fields: ['language'] });
              }
              return saved;
            });
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      return user;
    },

    /** Whether an account uses this email (compared case-insensitively). */
    async emailTaken(email: string): Promise<boolean> {
      return (await usersRepository(ctx.db).findByEmail(email)) !== null;
    },

    /** The member, or null when the account no longer exists. */
    findUser(id: string): Promise<UserRow | null> {
      return usersRepository(ctx.db).findById(id);
    },

    /** A member's public profile as the viewer sees it; 404 when unknown. */
    async getProfile(id: string, viewer: Actor | null): Promise<UserProfile> {
      const user = await usersRepository(ctx.db).findProfile(id, viewer?.id ?? null);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      return user;
    },

    /**
     * Edits one's own profile (403 for anyone else's): name, email (409 when another account
     * has it, in any case), bio, avatar and cover. A new address only waits (`pendingEmail`)
     * until confirmed from the link mailed to it, and the old one is told; giving the address
     * in use again drops a waiting change. New pictures go through the image pipeline first;
     * the ones they replace are deleted after the commit, and on failure the new ones.
     */
    async updateProfile(
      actor: Actor,
      userId: string,
      input: z.output<typeof ProfileUpdateBody>,
    ): Promise<ProfileUpdate> {
      userPolicy.authorize(actor, 'update', { id: userId });
      let avatarUrl: string | undefined;
      let coverUrl: string | undefined;
      let result: { before: UserRow; after: UserRow; emailChangeStarted: boolean };
      try {
        // Decoded and re-encoded before the transaction: the slow part holds no row lock.
        avatarUrl = await newPicture(ctx, input.img, 'avatar');
        coverUrl = await newPicture(ctx, input.cover, 'cover');
        const changes = {
          name: input.name,
          email: input.email,
          bio: input.bio,
          avatarUrl,
          coverUrl,
        };
        result = await withTransaction(ctx, async (tx, events) => {
          const repo = usersRepository(tx);
          const before = await repo.findForUpdate(userId);
          if (!before) throw notFound(USER_MESSAGES.userNotFound);
          // Another spelling of the address in use is the same mailbox: it applies at once.
          const newAddress =
            input.email !== undefined && !sameAddress(before.email, input.email)
              ? input.email
              : null;
          const applied = newAddress ? { ...changes, email: undefined } : changes;
          const fields = changedFields(before, applied);
          const pendingEmail =
            newAddress ?? (input.email === undefined ? before.pendingEmail : null);
          if (fields.length === 0 && pendingEmail === before.pendingEmail && !newAddress) {
            return { before, after: before, emailChangeStarted: false };
          }
          if (input.email !== undefined && input.email !== before.email) {
            const holder = await repo.findByEmail(input.email);
            if (holder && holder.id !== userId) throw conflict(USER_MESSAGES.emailTaken);
          }
          const after = await repo.update(userId, { ...applied, pendingEmail });
          if (newAddress) await accountMail.emailChange(ctx, tx, before, newAddress);
          else if (before.pendingEmail && !pendingEmail) {
            await emailTokensRepository(tx).retire(userId, ['change']);
          }
          if (fields.length > 0) events.record('user.updated', { userId, fields });
          return { before, after, emailChangeStarted: newAddress !== null };
        });
      } catch (err) {
        await Promise.all([releasePicture(ctx, avatarUrl), releasePicture(ctx, coverUrl)]);
        // Two members taking one email at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
        throw err;
      }
      const { before, after, emailChangeStarted } = result;
      await Promise.all([
        before.avatarUrl !== after.avatarUrl ? releasePicture(ctx, before.avatarUrl) : undefined,
        before.coverUrl !== after.coverUrl ? releasePicture(ctx, before.coverUrl) : undefined,
      ]);
      return { user: after, emailChangeStarted };
    },
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
  // The operator chose the address, so an admin's needs no confirming.
  const now = new Date();
  if (existing) {
    if (existing.role === 'admin') return { user: existing, outcome: 'unchanged' };
    await repo.setRole(existing.id, 'admin');
    const promoted = existing.emailConfirmedAt
      ? existing
      : await repo.markEmailConfirmed(existing.id, now);
    return { user: { ...promoted, role: 'admin' }, outcome: 'promoted' };
  }
  const name = check(PersonName, input.name ?? 'Admin', 'name');
  const password =
    input.password === undefined ? generatePassword() : check(Password, input.password, 'password');
  const user = await repo.insert({
    name,
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    emailConfirmedAt: now,
  });
  return {
    user,
    outcome: 'created',
    ...(input.password === undefined ? { generatedPassword: password } : {}),
  };
}
