import type Stripe from 'stripe';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type EventRecorder, withTransaction } from '../../events/transaction';
import { badRequest } from '../../lib/http-errors';
import { applySubscription, fulfil, markPastDue } from './fulfilment';
import { paymentsRepository } from './payments.repository';
import type { PaymentsContext } from './payments.service';
import { subscriptionState } from './providers/stripe-provider';

const isUuid = (value: string | null | undefined): value is string =>
  z.uuid().safeParse(value).success;

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

const StripeRef = z.union([z.string(), z.looseObject({ id: z.string() })]);
const Metadata = z.record(z.string(), z.string());

const Subscription = z.looseObject({
  id: z.string(),
  customer: StripeRef,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata: Metadata,
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: z.number() })) }),
});

/**
 * The fields `handle` reads of each event it follows. Only Stripe can sign an event, but one of
 * another shape (an API version the code does not know) is refused with a 400, which Stripe
 * shows and retries, instead of failing halfway with a 500.
 */
const FOLLOWED_EVENTS = new Map<string, z.ZodType>(
  Object.entries({
    'checkout.session.completed': z.looseObject({
      client_reference_id: z.string().nullish(),
      metadata: Metadata.nullish(),
      payment_status: z.string().nullish(),
      subscription: StripeRef.nullish(),
    }),
    'customer.subscription.updated': Subscription,
    'customer.subscription.deleted': Subscription,
    'invoice.payment_failed': z.looseObject({
      parent: z
        .looseObject({
          subscription_details: z
            .looseObject({ subscription: StripeRef.nullish(), metadata: Metadata.nullish() })
            .nullish(),
        })
        .nullish(),
    }),
  }),
);

const Envelope = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.number().int().nonnegative(),
  data: z.looseObject({ object: z.unknown() }),
});

/** Whether an event has the id, type and time `handle` reads, and the object fields of its type. */
function readable(event: unknown): boolean {
  const envelope = Envelope.safeParse(event);
  if (!envelope.success) return false;
  // A Map, not an object: a type named like an Object method ("toString") finds nothing.
  const object = FOLLOWED_EVENTS.get(envelope.data.type);
  return !object || object.safeParse(envelope.data.data.object).success;
}

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
     * the state already applied changes nothing, so any delivery order ends the same. An event
     * without the fields it needs is refused (400).
     */
    async handle(event: Stripe.Event): Promise<void> {
      if (!readable(event)) throw badRequest('errors.badRequest');
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
