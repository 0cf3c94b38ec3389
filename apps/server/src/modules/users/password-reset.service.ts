import { setTimeout as delay } from 'node:timers/promises';
import { MAIL_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Db } from '../../db/client';
import { sessionsRepository } from '../../db/sessions.repository';
import { withTransaction } from '../../events/transaction';
import { systemClock } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { hashMailToken } from '../../mail';
import { accountMail, newTokenLink, sameAddress } from './account-mail';
import { emailTokensRepository } from './email-tokens.repository';
import { hashPassword } from './passwords';
import { usersRepository } from './users.repository';

/**
 * The least time "Forgot password?" takes. A known address costs a token and an outbox row more
 * than an unknown one; answering both no sooner than this keeps the difference from telling a
 * stranger which addresses have accounts. It is well above that work on any working database.
 */
const FORGOT_MIN_MS = 400;

/** "Forgot password?" and the reset it leads to. */
export function passwordResetService(ctx: ServiceContext) {
  return {
    /**
     * Mails a reset link (valid one hour; older ones stop working) when an account has the
     * address, and does nothing otherwise, in the same time either way.
     */
    async requestReset(email: string): Promise<void> {
      const started = performance.now();
      await withTransaction(ctx, async (tx) => {
        const user = await usersRepository(tx).findByEmail(email);
        if (user) await accountMail.passwordReset(ctx, tx, user);
      });
      const rest = FORGOT_MIN_MS - (performance.now() - started);
      if (rest > 0) await delay(rest);
    },

    /**
     * Sets a new password from a reset link (400 when it is used, expired, unknown or for an
     * address the member no longer has), ends every session of the member, retires their other
     * reset links and tells them by mail, all in one transaction. The link reached the address,
     * so it counts as confirmed. Answers the member's id.
     */
    async resetPassword(token: string, password: string): Promise<string> {
      const passwordHash = await hashPassword(password);
      return withTransaction(ctx, async (tx, events) => {
        const now = ctx.clock.now();
        const tokens = emailTokensRepository(tx);
        const users = usersRepository(tx);
        const used = await tokens.consume(hashMailToken(token), ['reset'], now);
        const user = used && (await users.findForUpdate(used.userId));
        if (!used || !user || !sameAddress(user.email, used.email)) {
          throw badRequest(MAIL_MESSAGES.invalidLink);
        }
        await users.setPasswordHash(user.id, passwordHash);
        if (!user.emailConfirmedAt) await users.markEmailConfirmed(user.id, now);
        await sessionsRepository(tx).deleteAllOf(user.id);
        await tokens.retire(user.id, ['reset']);
        await accountMail.passwordChanged(ctx, tx, user);
        events.record('user.password-changed', { userId: user.id });
        return user.id;
      });
    },
  };
}

/**
 * A reset link for the account with this address, made without any mail (`npm run admin --
 * reset-link`, for operators without mail); null when no account has it. Older links stop working.
 */
export function createResetLink(db: Db, publicBase: string, email: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const user = await usersRepository(tx).findByEmail(email);
    if (!user) return null;
    return newTokenLink({ clock: systemClock, publicBase }, tx, user, 'reset', user.email);
  });
}
