import type Stripe from 'stripe';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type EventRecorder, withTransaction } from '../../events/transaction';
import { applySubscription, fulfil, markPastDue } from './fulfilment';
import { paymentsRepository } from './payments.repository';
import type { PaymentsContext } from './payments.service';
import { subscriptionState } from './providers/stripe-provider';

const isUuid = (value: string | null | undefined): value is string =>
  z.uuid().safeParse(value).success;

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The events of Stripe the membership and the orders follow; any other is acknowledged only. */
export function stripeWebhooks(ctx: PaymentsContext) {
  /**
   * Runs `work` once per event id: the id is claimed in the same transaction as the change, so a
   * redelivery, even one arriving while the first is still being applied, changes nothing.
   */
  const once = (
    event: Stripe.Event,
    work: (tx: Executor, events: EventRecorder) => Promise<void>,
  ): Promise<void> =>
    withTransaction(ctx, async (tx, events) => {
      if (await paymentsRepository(tx).claimEvent(event.id, event.type)) await work(tx, events);
    });

  return {
    /**
     * Applies one verified Stripe event: `checkout.session.completed` fulfils its order,
     * `customer.subscription.updated`/`.deleted` move the membership, `invoice.payment_failed`
     * makes it past due and fails a pending order. Idempotent by event id; an event older than
     * the state already applied changes nothing, so any delivery order ends the same.
     */
    async handle(event: Stripe.Event): Promise<void> {
      const at = new Date(event.created * 1000);
      const now = ctx.clock.now();
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const orderId = session.client_reference_id ?? session.metadata?.orderId;
          // An unpaid completion (a delayed payment method) is paid, or not, by a later event.
          if (!isUuid(orderId) || session.payment_status === 'unpaid') return;
          const subscriptionId = idOf(session.subscription);
          const subscription = subscriptionId
            ? await ctx.provider.retrieveSubscription(subscriptionId)
            : null;
          return once(event, async (tx, events) => {
            const order = await paymentsRepository(tx).findOrderForUpdate(orderId);
            if (!order || order.status === 'paid') return;
            await fulfil(tx, events, order, { at, now, subscription });
          });
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const reported = subscriptionState(event.data.object);
          const state = {
            ...reported,
            status: event.type === 'customer.subscription.deleted' ? 'ended' : reported.status,
            userId: isUuid(reported.userId) ? reported.userId : null,
          } as const;
          return once(event, (tx, events) => applySubscription(tx, events, state, { at, now }));
        }
        case 'invoice.payment_failed': {
          const details = event.data.object.parent?.subscription_details;
          const subscriptionId = idOf(details?.subscription);
          const orderId = details?.metadata?.orderId;
          return once(event, async (tx, events) => {
            if (subscriptionId) await markPastDue(tx, events, subscriptionId, { at, now });
            if (!isUuid(orderId)) return;
            const repo = paymentsRepository(tx);
            const order = await repo.findOrderForUpdate(orderId);
            if (order?.status !== 'pending') return;
            await repo.setOrderStatus(order.id, 'failed', now);
            if (order.userId) {
              events.record('order.closed', {
                orderId: order.id,
                userId: order.userId,
                status: 'failed',
              });
            }
          });
        }
        default:
          return;
      }
    },
  };
}
