import { STATUS_BADGES, type StatusBadge } from '@one-world/contract';
import type { Executor } from '../../db/client';
import type { MembershipRow, OrderRow } from '../../db/schema';
import type { EventRecorder } from '../../events/transaction';
import { setStatusBadge, userExists } from '../users';
import { type MembershipState, paymentsRepository } from './payments.repository';
import type { SubscriptionState } from './providers/payment-provider';

/** The tier a membership row gives its member now: none once it has ended. */
const badgeOf = (row: MembershipRow | MembershipState | null): StatusBadge | null =>
  row && row.status !== 'ended' ? row.tier : null;

const isTier = (tier: string | null): tier is StatusBadge =>
  STATUS_BADGES.some((badge) => badge === tier);

/** One calendar month after `date` (the test checkout's billing period). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * Whether `row` already holds a newer state of the provider's data than one produced `at`: an
 * event delivered late then changes nothing, so any delivery order ends in the same state.
 */
const isNewerThan = (row: MembershipRow | null, at: Date): boolean =>
  row?.providerUpdatedAt != null && row.providerUpdatedAt > at;

/**
 * Writes the membership and sets the member's badge in the same transaction, recording
 * `membership.changed` when the tier they show changes.
 */
export async function saveMembership(
  tx: Executor,
  events: EventRecorder,
  previous: MembershipRow | null,
  next: MembershipState,
  now: Date,
): Promise<MembershipRow> {
  const row = await paymentsRepository(tx).saveMembership(next, now);
  const tier = badgeOf(row);
  await setStatusBadge(tx, row.userId, tier);
  if (badgeOf(previous) !== tier || previous?.status !== row.status) {
    events.record('membership.changed', { userId: row.userId, tier });
  }
  return row;
}

/**
 * The one fulfilment of a paid order, for Stripe's `checkout.session.completed` and the test
 * checkout's Pay alike: the order is paid and, for a membership, the member's tier starts now
 * (their badge with it). `at` is when the provider reported the payment; `subscription` is the
 * provider's subscription behind a membership (none for the test checkout, whose period is one
 * month from now). The caller holds the order's row lock and has checked it is not yet paid.
 */
export async function fulfil(
  tx: Executor,
  events: EventRecorder,
  order: OrderRow,
  { at, now, subscription }: { at: Date; now: Date; subscription: SubscriptionState | null },
): Promise<void> {
  const repo = paymentsRepository(tx);
  await repo.setOrderStatus(order.id, 'paid', now, now);
  if (!order.userId) return;
  events.record('order.paid', { orderId: order.id, userId: order.userId, kind: order.kind });
  if (!order.tier) return;
  const previous = await repo.findMembershipForUpdate(order.userId);
  if (subscription && previous?.providerSubscriptionId === subscription.subscriptionId) {
    // Stripe reported on this subscription already; keep the newer of the two states.
    if (isNewerThan(previous, at)) return;
  }
  await saveMembership(
    tx,
    events,
    previous,
    {
      userId: order.userId,
      tier: order.tier,
      status: subscription?.status === 'past_due' ? 'past_due' : 'active',
      provider: order.provider,
      providerSubscriptionId: subscription?.subscriptionId ?? null,
      providerCustomerId: subscription?.customerId ?? null,
      currentPeriodEnd: subscription ? subscription.currentPeriodEnd : addMonth(now),
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      providerUpdatedAt: at,
    },
    now,
  );
}

/**
 * Follows a provider subscription's state (`customer.subscription.updated` and `.deleted`, or
 * the answer to our own cancel call) reported `at`. A subscription we have no row for yet (its
 * event overtook the checkout's completion) starts the membership from the member and tier the
 * checkout wrote on it, if it is live; a state older than the row's is ignored.
 */
export async function applySubscription(
  tx: Executor,
  events: EventRecorder,
  state: SubscriptionState,
  { at, now }: { at: Date; now: Date },
): Promise<void> {
  if (state.status === 'incomplete') return;
  const repo = paymentsRepository(tx);
  let previous = await repo.findMembershipBySubscriptionForUpdate(state.subscriptionId);
  let member: { userId: string; tier: StatusBadge };
  if (previous) {
    member = previous;
  } else {
    if (state.status === 'ended' || !state.userId || !isTier(state.tier)) return;
    if (!(await userExists(tx, state.userId))) return;
    member = { userId: state.userId, tier: state.tier };
    previous = await repo.findMembershipForUpdate(member.userId);
  }
  if (isNewerThan(previous, at)) return;
  await saveMembership(
    tx,
    events,
    previous,
    {
      userId: member.userId,
      tier: member.tier,
      status: state.status,
      provider: 'stripe',
      providerSubscriptionId: state.subscriptionId,
      providerCustomerId: state.customerId,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      providerUpdatedAt: at,
    },
    now,
  );
}

/** A renewal payment failed (`invoice.payment_failed`): the membership is past due. */
export async function markPastDue(
  tx: Executor,
  events: EventRecorder,
  subscriptionId: string,
  { at, now }: { at: Date; now: Date },
): Promise<void> {
  const previous =
    await paymentsRepository(tx).findMembershipBySubscriptionForUpdate(subscriptionId);
  if (previous?.status !== 'active' || isNewerThan(previous, at)) return;
  await saveMembership(
    tx,
    events,
    previous,
    { ...previous, status: 'past_due', providerUpdatedAt: at },
    now,
  );
}
