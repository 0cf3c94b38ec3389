import type { Membership } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { type SignedUp, signUp } from '../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addProduct,
  badgesOf,
  checkout,
  countEvents,
  deliver,
  getOrder,
  giveBadge,
} from './test-helpers';

let t: TestApp;
let fake: FakeStripe;
let member: SignedUp;
let product: { id: string; title: string; priceCents: number };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ stripe: fake.settings, publicUrl: 'https://oneworld.example' });
  member = await signUp(t.app);
  product = await addProduct(t.app, { title: 'Solar Lantern', priceCents: 3333 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Opens a Stripe checkout as the member; answers the session id and its parameters. */
async function openCheckout(cookie: string, payload: object) {
  const res = await checkout(t.app, cookie, payload);
  expect(res.statusCode).toBe(200);
  const sessionId = (res.json().url as string).split('/').pop() ?? '';
  const params = fake.sessions.get(sessionId);
  if (!params) throw new Error('no session was created');
  const orderId = params.client_reference_id as string;
  return { sessionId, params, orderId, url: res.json().url as string };
}

const membershipOf = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/membership', headers: { cookie } })
  ).json<Membership>();

/** A member who bought the tier through Stripe Checkout, with the completion event. */
async function subscribed(tier: 'Warrior' | 'Legend', created?: number) {
  const buyer = await signUp(t.app);
  const { sessionId, orderId } = await openCheckout(buyer.cookie, { statusBadge: tier });
  const completed = fake.completeCheckout(sessionId, created);
  const subscriptionId = (completed.data.object as Stripe.Checkout.Session).subscription as string;
  return { buyer, orderId, completed, subscriptionId };
}

const seconds = () => Math.floor(Date.now() / 1000);

describe('Stripe Checkout sessions', () => {
  it('opens a one-off payment with database prices and the member discount as a coupon', async () => {
    await giveBadge(t.app, member.user._id, 'Warrior');
    const { params, orderId, url } = await openCheckout(member.cookie, {
      cartItems: [{ _id: product.id, title: 'Solar Lantern', price: 1, cartQuantity: 3 }],
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: orderId,
      customer_email: member.user.email,
      metadata: { orderId, userId: member.user._id },
      success_url: `https://oneworld.example/checkout-success?order=${orderId}`,
      cancel_url: 'https://oneworld.example/cart',
      line_items: [
        {
          quantity: '3',
          price_data: {
            currency: 'usd',
            unit_amount: '3333',
            product_data: { name: 'Solar Lantern' },
          },
        },
      ],
    });
    const couponId = (params.discounts as { coupon: string }[])[0]?.coupon ?? '';
    // 10% of 99.99 is 9.999: the coupon takes exactly the order's rounded discount.
    expect(fake.coupons.get(couponId)).toMatchObject({
      amount_off: '1000',
      currency: 'usd',
      duration: 'once',
    });
    expect(await getOrder(t.app, member.cookie, orderId)).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      subtotalCents: 9999,
      discountCents: 1000,
      totalCents: 8999,
    });
    await giveBadge(t.app, member.user._id, null);
  });

  it('opens a monthly subscription for a membership, tagged with the member and tier', async () => {
    const { params, orderId } = await openCheckout(member.cookie, { statusBadge: 'Warrior' });
    expect(params).toMatchObject({
      mode: 'subscription',
      cancel_url: 'https://oneworld.example/pricing',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '500', recurring: { interval: 'month' } },
        },
      ],
      subscription_data: { metadata: { orderId, userId: member.user._id, tier: 'Warrior' } },
    });
    expect(params.discounts).toBeUndefined();
  });
});

describe('POST /api/stripe/webhook', () => {
  it('fulfils a paid membership: order paid, badge set at once, the subscription’s period', async () => {
    const { buyer, orderId, completed, subscriptionId } = await subscribed('Legend');
    const res = await deliver(t.app, fake, completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await getOrder(t.app, buyer.cookie, orderId)).status).toBe('paid');
    expect(await badgesOf(t.app, buyer.cookie, buyer.user._id)).toEqual({
      session: 'Legend',
      profile: 'Legend',
    });
    const periodEnd =
      fake.subscriptions.get(subscriptionId)?.items.data[0]?.current_period_end ?? 0;
    expect(await membershipOf(buyer.cookie)).toEqual({
      tier: 'Legend',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
  });

  it('fulfils a paid merch order', async () => {
    const { sessionId, orderId } = await openCheckout(member.cookie, {
      cartItems: [{ _id: product.id, cartQuantity: 1 }],
    });
    expect((await deliver(t.app, fake, fake.completeCheckout(sessionId))).statusCode).toBe(200);
    expect(await getOrder(t.app, member.cookie, orderId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    });
  });

  it('refuses a bad, stale, tampered or missing signature with 400 and changes nothing', async () => {
    const { buyer, orderId, completed } = await subscribed('Warrior');
    const body = JSON.stringify(completed);
    const post = (payload: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
    const tampered = body.replace(
      orderId,
      orderId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    );
    for (const res of [
      await post(body, fake.sign(body, { secret: 'whsec_wrong' })),
      await post(body, fake.sign(body, { timestamp: seconds() - 600 })),
      await post(tampered, fake.sign(body)),
      await post(body),
      await post(body, 'not a signature'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect((await getOrder(t.app, buyer.cookie, orderId)).status).toBe('pending');
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBeNull();
  });

  it('applies a redelivered event once', async () => {
    const { buyer, completed } = await subscribed('Warrior');
    const changes = countEvents(t.app, 'membership.changed');
    const paid = countEvents(t.app, 'order.paid');
    for (let i = 0; i < 3; i += 1)
      expect((await deliver(t.app, fake, completed)).statusCode).toBe(200);
    expect(changes.count).toBe(1);
    expect(paid.count).toBe(1);
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Warrior');
  });

  it('applies 5 concurrent deliveries of one event once', async () => {
    const { buyer, completed } = await subscribed('Legend');
    const changes = countEvents(t.app, 'membership.changed');
    const paid = countEvents(t.app, 'order.paid');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver(t.app, fake, completed)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(changes.count).toBe(1);
    expect(paid.count).toBe(1);
    const stored = await t.app.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, completed.id));
    expect(stored).toHaveLength(1);
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Legend');
  });

  it('reaches the right final state whatever order the events arrive in', async () => {
    const start = seconds() - 100;
    const { buyer, orderId, completed, subscriptionId } = await subscribed('Warrior', start);
    const cancelling = fake.subscriptionEvent(
      'customer.subscription.updated',
      subscriptionId,
      { cancel_at_period_end: true },
      start + 20,
    );
    const olderRenewing = fake.subscriptionEvent(
      'customer.subscription.updated',
      subscriptionId,
      { cancel_at_period_end: false },
      start + 10,
    );
    const changes = countEvents(t.app, 'membership.changed');

    // The subscription's update overtakes the checkout's completion; an older update comes last.
    for (const event of [cancelling, completed, olderRenewing]) {
      expect((await deliver(t.app, fake, event)).statusCode).toBe(200);
    }
    expect((await getOrder(t.app, buyer.cookie, orderId)).status).toBe('paid');
    expect(await membershipOf(buyer.cookie)).toMatchObject({
      tier: 'Warrior',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Warrior');
    expect(changes.count).toBe(1);

    const deleted = fake.subscriptionEvent(
      'customer.subscription.deleted',
      subscriptionId,
      { status: 'canceled' },
      start + 40,
    );
    const lateActive = fake.subscriptionEvent(
      'customer.subscription.updated',
      subscriptionId,
      { status: 'active' },
      start + 30,
    );
    for (const event of [deleted, lateActive, deleted]) {
      expect((await deliver(t.app, fake, event)).statusCode).toBe(200);
    }
    expect(await membershipOf(buyer.cookie)).toMatchObject({ tier: null, status: 'ended' });
    expect(await badgesOf(t.app, buyer.cookie, buyer.user._id)).toEqual({
      session: null,
      profile: null,
    });
    expect(changes.count).toBe(2);
  });

  it('makes a membership past due when a renewal fails, and fails a pending order', async () => {
    const { buyer, completed, subscriptionId } = await subscribed('Legend');
    await deliver(t.app, fake, completed);
    expect((await deliver(t.app, fake, fake.invoiceFailedEvent(subscriptionId))).statusCode).toBe(
      200,
    );
    expect(await membershipOf(buyer.cookie)).toMatchObject({ tier: 'Legend', status: 'past_due' });

    const pending = await subscribed('Warrior');
    await deliver(t.app, fake, fake.invoiceFailedEvent(pending.subscriptionId));
    expect((await getOrder(t.app, pending.buyer.cookie, pending.orderId)).status).toBe('failed');
    expect((await membershipOf(pending.buyer.cookie)).status).toBe('none');
  });

  it('cancels at Stripe at the period end; the member keeps the tier until then', async () => {
    const { buyer, completed, subscriptionId } = await subscribed('Warrior');
    await deliver(t.app, fake, completed);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/membership/cancel',
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tier: 'Warrior',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Warrior');
  });

  it('refuses a signed event without the fields it reads with 400, changing nothing', async () => {
    const { buyer, orderId, completed, subscriptionId } = await subscribed('Warrior');
    // Plain objects: spreading Stripe's event union is too much for the type checker.
    const plain = (event: Stripe.Event) => event as unknown as Record<string, unknown>;
    const updated = plain(fake.subscriptionEvent('customer.subscription.updated', subscriptionId));
    for (const event of [
      null,
      { ...updated, data: { object: [] } },
      { ...updated, created: 'yesterday' },
      { ...updated, type: 'invoice.paid', created: [[1]] },
      { ...updated, type: 'toString', created: null },
      { ...plain(completed), data: { object: { client_reference_id: orderId, metadata: 'x' } } },
      { ...plain(fake.invoiceFailedEvent(subscriptionId)), data: { object: { parent: [1] } } },
    ]) {
      const res = await deliver(t.app, fake, event as unknown as Stripe.Event);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Bad request' });
    }
    expect((await getOrder(t.app, buyer.cookie, orderId)).status).toBe('pending');
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBeNull();
  });

  it('acknowledges events it does not follow', async () => {
    const event = {
      ...fake.invoiceFailedEvent((await subscribed('Warrior')).subscriptionId),
      type: 'invoice.paid',
    } as Stripe.Event;
    expect((await deliver(t.app, fake, event)).statusCode).toBe(200);
  });
});
