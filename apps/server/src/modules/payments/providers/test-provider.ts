import { TEST_CHECKOUT_PATH } from '@one-world/contract';
import type { PaymentProvider } from './payment-provider';

/**
 * The built-in test checkout (no STRIPE_SECRET_KEY): the member is sent to our own page, whose
 * Pay button runs the same fulfilment as Stripe's webhook. No money moves; there are no provider
 * subscriptions, so a test membership's renewal and end are the sweep's.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createCheckout({ order, baseUrl }) {
    return { url: `${baseUrl}${TEST_CHECKOUT_PATH}/${order.id}`, sessionId: `test_${order.id}` };
  },
  async retrieveSubscription() {
    return null;
  },
  async cancelAtPeriodEnd() {
    return null;
  },
};
