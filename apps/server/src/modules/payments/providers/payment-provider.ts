import type { OrderWithLines } from '../payments.repository';

/** What a checkout is opened with: the recorded order and where the browser comes back to. */
export interface CheckoutRequest {
  order: OrderWithLines;
  customerEmail: string;
  /** The site's address (PUBLIC_URL or the request's origin), without a trailing slash. */
  baseUrl: string;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider reports it; what a membership row follows. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: 'active' | 'past_due' | 'ended' | 'incomplete';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Who and which tier it pays for, as the checkout wrote them on it. */
  userId: string | null;
  tier: string | null;
}

/**
 * Who takes the money (DESIGN §2 payments): Stripe when configured, else the built-in test
 * checkout. Services depend on this interface only.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Opens the page where the member pays for the order: its URL and the session's id. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The subscription's current state, or null for a provider without subscriptions. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /** Stops the subscription renewing; it stays paid until its period ends. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState | null>;
}
