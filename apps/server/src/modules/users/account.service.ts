import { type ChangePasswordBody, USER_MESSAGES } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { sessionsRepository } from '../../db/sessions.repository';
import { withTransaction } from '../../events/transaction';
import { notFound, unauthorized } from '../../lib/http-errors';
import type { Actor } from '../../lib/policy';
import { type AccountFootprint, accountRepository } from './account.repository';
import { emailTokensRepository } from './email-tokens.repository';
import { followsRepository } from './follows.repository';
import { hashPassword, verifyPassword } from './passwords';
import { releasePicture } from './profile-pictures';
import { usersRepository } from './users.repository';

/** Everything stored about one member, as the data export lists it. */
export interface AccountData extends AccountFootprint {
  user: UserRow;
}

/** Account settings: the password, the data export and deleting the account. */
export function accountService(ctx: ServiceContext) {
  /** The actor's account once `password` is theirs; 401 with `message` otherwise. */
  async function confirmed(actor: Actor, password: string, message: MessageId): Promise<UserRow> {
    const user = await usersRepository(ctx.db).findById(actor.id);
    if (!user) throw notFound(USER_MESSAGES.userNotFound);
    if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(message);
    return user;
  }

  return {
    /**
     * Changes the actor's password after checking the current one, and ends every other session
     * of theirs in the same transaction; `keepSession` (the key of the request's own) stays.
     */
    async changePassword(
      actor: Actor,
      input: z.output<typeof ChangePasswordBody>,
      keepSession: string | undefined,
    ): Promise<void> {
      await confirmed(actor, input.currentPassword, USER_MESSAGES.wrongPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await withTransaction(ctx, async (tx, events) => {
        await usersRepository(tx).setPasswordHash(actor.id, passwordHash);
        await sessionsRepository(tx).deleteAllOf(actor.id, keepSession);
        // A reset link asked for before must not undo the change.
        await emailTokensRepository(tx).retire(actor.id, ['reset']);
        events.record('user.password-changed', { userId: actor.id });
      });
    },

    /** Everything stored about the actor, for the download of their data. */
    async exportData(actor: Actor): Promise<AccountData> {
      const user = await usersRepository(ctx.db).findById(actor.id);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      return { user, ...(await accountRepository(ctx.db).exportOf(actor.id)) };
    },

    /**
     * Deletes the actor's account once the password confirms it, by the rule of
     * `accountRepository.erase`; the avatar and cover files go after the commit.
     */
    async deleteAccount(actor: Actor, password: string): Promise<void> {
      await confirmed(actor, password, USER_MESSAGES.wrongDeletePassword);
      const user = await withTransaction(ctx, async (tx, events) => {
        const account = accountRepository(tx);
        const neighbours = await account.followNeighbours(actor.id);
        await followsRepository(tx).lockMembers([actor.id, ...neighbours]);
        // Read under the lock: a profile update that committed meanwhile may have new pictures.
        const locked = await usersRepository(tx).findForUpdate(actor.id);
        if (!locked) throw notFound(USER_MESSAGES.userNotFound);
        await account.erase(actor.id);
        events.record('user.deleted', { userId: actor.id });
        return locked;
      });
      await Promise.all([user.avatarUrl, user.coverUrl].map((url) => releasePicture(ctx, url)));
    },
  };
}
