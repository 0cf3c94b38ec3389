/**
 * Starting a payment, shared by the cart (merchandise) and the plans (memberships): both post to
 * the same endpoint and send the browser where it answers (SPEC §4 "Membership purchase").
 */
import { type CheckoutBody, CheckoutSession } from '@one-world/contract';
import { api } from './api-client';

/**
 * POST /api/stripe/create-checkout-session — records a pending order and answers where to pay
 * it: Stripe Checkout, or the built-in test checkout. The server prices it from its own tables.
 */
export function createCheckoutSession(body: CheckoutBody): Promise<CheckoutSession> {
  return api.post('/api/stripe/create-checkout-session', body, {
    schema: import.meta.env.DEV && CheckoutSession,
  });
}

/** Leaves for the payment page with a full load (another site's, or ours). */
export function goToCheckout({ url }: CheckoutSession): void {
  window.location.assign(url);
}
