import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { addMonth, saveMembership } from './fulfilment';
import { paymentsRepository } from './payments.repository';

/** How often the sweep looks for memberships whose paid period is over. */
export const MEMBERSHIP_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Ends every membership whose paid period is over and that was cancelled: the member is back on
 * Basic (badge removed, `membership.changed` recorded). A test checkout membership that was not
 * cancelled renews for another month instead, as a Stripe subscription would (no money moves);
 * Stripe's own renewals and ends arrive as webhook events. Answers how many memberships changed.
 */
export async function sweepMemberships(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await paymentsRepository(ctx.db).membershipsDue(now);
  let changed = 0;
  for (const { userId } of due) {
    await withTransaction(ctx, async (tx, events) => {
      // Read again under the lock: a payment or an event may have moved it since.
      const row = await paymentsRepository(tx).findMembershipForUpdate(userId);
      if (!row || row.status === 'ended' || !row.currentPeriodEnd || row.currentPeriodEnd > now) {
        return;
      }
      if (row.cancelAtPeriodEnd) {
        // Provider events produced before the period ended describe the past: they must not revive it.
        const endedAt = row.currentPeriodEnd;
        const providerUpdatedAt =
          row.providerUpdatedAt && row.providerUpdatedAt > endedAt
            ? row.providerUpdatedAt
            : endedAt;
        await saveMembership(tx, events, row, { ...row, status: 'ended', providerUpdatedAt }, now);
      } else if (row.provider === 'test') {
        let currentPeriodEnd = row.currentPeriodEnd;
        while (currentPeriodEnd <= now) currentPeriodEnd = addMonth(currentPeriodEnd);
        await saveMembership(tx, events, row, { ...row, currentPeriodEnd }, now);
      } else {
        return;
      }
      changed += 1;
    });
  }
  return changed;
}
