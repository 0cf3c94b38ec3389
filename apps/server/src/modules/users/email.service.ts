import { MAIL_MESSAGES, USER_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { hashMailToken } from '../../mail';
import { accountMail, sameAddress } from './account-mail';
import { emailTokensRepository } from './email-tokens.repository';
import { usersRepository } from './users.repository';

/** Confirming a member's address, and putting a changed address in use once it is confirmed. */
export function emailService(ctx: ServiceContext) {
  return {
    /**
     * Uses a confirmation or address-change link. The token alone is the proof and acts only on
     * the member it was made for, whoever sends it; a used, expired or unknown token, or one
     * for an address the member no longer has or wants, is a 400. A change whose new address
     * another account took meanwhile is a 409.
     */
    async confirm(token: string): Promise<UserRow> {
      try {
        return await withTransaction(ctx, async (tx, events) => {
          const now = ctx.clock.now();
          const used = await emailTokensRepository(tx).consume(
            hashMailToken(token),
            ['confirm', 'change'],
            now,
          );
          const users = usersRepository(tx);
          const user = used && (await users.findForUpdate(used.userId));
          if (!used || !user) throw badRequest(MAIL_MESSAGES.invalidLink);
          if (used.purpose === 'confirm') {
            if (!sameAddress(user.email, used.email)) throw badRequest(MAIL_MESSAGES.invalidLink);
            await emailTokensRepository(tx).retire(user.id, ['confirm']);
            if (user.emailConfirmedAt) return user;
            events.record('user.account-changed', { userId: user.id, fields: ['emailConfirmed'] });
            return users.markEmailConfirmed(user.id, now);
          }
          if (!sameAddress(user.pendingEmail, used.email)) {
            throw badRequest(MAIL_MESSAGES.invalidLink);
          }
          const holder = await users.findByEmail(used.email);
          if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.emailTaken);
          // Links sent to the old address (confirming or resetting it) must not outlive it.
          await emailTokensRepository(tx).retire(user.id, ['confirm', 'change', 'reset']);
          const changed = await users.applyPendingEmail(user.id, used.email, now);
          events.record('user.updated', { userId: user.id, fields: ['email'] });
          return changed;
        });
      } catch (err) {
        // Another account took the address at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * Sends the actor a new confirmation link; their older ones stop working. 409 when their
     * address is confirmed already.
     */
    async resendConfirmation(actor: Actor): Promise<void> {
      await withTransaction(ctx, async (tx) => {
        const user = await usersRepository(tx).findForUpdate(actor.id);
        if (!user) throw notFound(USER_MESSAGES.userNotFound);
        if (user.emailConfirmedAt) throw conflict(MAIL_MESSAGES.alreadyConfirmed);
        await accountMail.confirmation(ctx, tx, user);
      });
    },
  };
}
