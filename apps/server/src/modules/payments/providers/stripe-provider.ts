import { CURRENCY, PAYMENT_MESSAGES, TIERS } from '@one-world/contract';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../../config';
import { badRequest } from '../../../lib/http-errors';
import type { CheckoutRequest, PaymentProvider, SubscriptionState } from './payment-provider';

/** Stripe, with what only it has: the signed webhook events it delivers. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * The event of a webhook delivery once its signature over the raw body checks out (and is no
   * older than the SDK's five-minute tolerance); a 400 otherwise.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** The membership a subscription pays for follows it: Stripe's statuses in ours. */
function membershipStatus(status: Stripe.Subscription.Status): SubscriptionState['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'ended';
  }
}

/** A subscription object (from the API or an event) as the membership reads it. */
export function subscriptionState(sub: Stripe.Subscription): SubscriptionState {
  const periodEnd = sub.items.data[0]?.current_period_end;
  return {
    subscriptionId: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: membershipStatus(sub.status),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    userId: sub.metadata.userId ?? null,
    tier: sub.metadata.tier ?? null,
  };
}

/**
 * Checkout Sessions through the official SDK. Merchandise is a one-off payment whose lines carry
 * our database prices and whose member discount is a one-time coupon of exactly the order's
 * discount (so Stripe charges the order's total to the cent, rounding included); a membership is
 * a monthly subscription priced from TIERS. Every request carries the order id as its idempotency
 * key, so a retried call never opens a second session.
 */
export async function createStripeProvider(settings: StripeSettings): Promise<StripeProvider> {
  // Loaded only when Stripe is configured: the SDK is a noticeable part of start-up otherwise.
  const { default: Stripe } = await import('stripe');
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  async function sessionParams({
    order,
    customerEmail,
    successUrl,
    cancelUrl,
  }: CheckoutRequest): Promise<Stripe.Checkout.SessionCreateParams> {
    const common = {
      client_reference_id: order.id,
      customer_email: customerEmail,
      metadata: { orderId: order.id, userId: order.userId ?? '' },
      success_url: successUrl,
      cancel_url: cancelUrl,
    };
    if (order.tier) {
      return {
        ...common,
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: TIERS[order.tier].priceCents,
              recurring: { interval: 'month' },
              product_data: { name: `${order.tier} membership` },
            },
          },
        ],
        subscription_data: {
          metadata: { orderId: order.id, userId: order.userId ?? '', tier: order.tier },
        },
      };
    }
    const coupon =
      order.discountCents > 0
        ? await stripe.coupons.create(
            {
              amount_off: order.discountCents,
              currency: CURRENCY,
              duration: 'once',
              max_redemptions: 1,
              name: `Member discount ${order.discountPercent}%`,
            },
            { idempotencyKey: `coupon-${order.id}` },
          )
        : undefined;
    return {
      ...common,
      mode: 'payment',
      line_items: order.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: CURRENCY,
          unit_amount: line.unitPriceCents,
          product_data: { name: line.title },
        },
      })),
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
    };
  }

  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(await sessionParams(request), {
        idempotencyKey: `checkout-${request.order.id}`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { url: session.url, sessionId: session.id };
    },
    async retrieveSubscription(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionState(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },
    verifyEvent(rawBody, signature) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw badRequest(PAYMENT_MESSAGES.badSignature);
      }
    },
  };
}
