/**
 * Stripe webhooks over real HTTP: a bad signature, a stale timestamp, a tampered body or another
 * event's signature are refused and change nothing; 5 concurrent deliveries of one event change
 * the state once.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../apps/server/src/db/schema';
import {
  addProduct,
  badgesOf,
  checkout,
  countEvents,
  getOrder,
} from '../../apps/server/src/modules/payments/test-helpers';
import { type SignedUp, signUp } from '../../apps/server/src/test/factories';
import { type FakeStripe, startFakeStripe } from '../../apps/server/src/test/fake-stripe';
import { createTestApp, type TestApp } from '../../apps/server/src/test/harness';

let t: TestApp;
let fake: FakeStripe;
let webhook: string;
let product: { id: string; title: string };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ stripe: fake.settings, publicUrl: 'https://oneworld.example' });
  webhook = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/stripe/webhook`;
  product = await addProduct(t.app, { title: 'Water Filter', priceCents: 4200 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** POSTs a body to the webhook as Stripe does, with the signature header given (if any). */
async function post(body: string, signature?: string) {
  const res = await fetch(webhook, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}

/** A member's pending merch order and the checkout completion Stripe would send for it. */
async function pendingOrder(): Promise<{
  buyer: SignedUp;
  orderId: string;
  completed: Stripe.Event;
}> {
  const buyer = await signUp(t.app);
  const res = await checkout(t.app, buyer.cookie, {
    cartItems: [{ _id: product.id, cartQuantity: 2 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = (res.json().url as string).split('/').pop() ?? '';
  const orderId = fake.sessions.get(sessionId)?.client_reference_id as string;
  return { buyer, orderId, completed: fake.completeCheckout(sessionId) };
}

const seconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/stripe/webhook', () => {
  it('refuses forged, stale, tampered and borrowed signatures, and changes nothing', async () => {
    const { buyer, orderId, completed } = await pendingOrder();
    const other = await pendingOrder();
    const body = JSON.stringify(completed);
    const paid = countEvents(t.app, 'order.paid');
    const tamperings = [
      body.replace(orderId, other.orderId),
      body.replace('"checkout.session.completed"', '"checkout.session.async_payment_succeeded"'),
      body.replace(completed.id, `${completed.id}0`),
      `${body} `,
    ];
    for (const tampered of tamperings) expect(tampered).not.toBe(body);
    const refused = [
      await post(body, fake.sign(body, { secret: 'whsec_forged' })),
      await post(body, fake.sign(body, { timestamp: seconds() - 10 * 60 })),
      ...(await Promise.all(tamperings.map((tampered) => post(tampered, fake.sign(body))))),
      // The signature of another (genuine) event.
      await post(body, fake.sign(JSON.stringify(other.completed))),
      await post(body),
      await post(body, 't=1,v1=00'),
    ];
    for (const res of refused)
      expect(res).toEqual({ status: 400, body: { message: expect.any(String) } });
    expect(paid.count).toBe(0);
    expect((await getOrder(t.app, buyer.cookie, orderId)).status).toBe('pending');
    expect((await getOrder(t.app, other.buyer.cookie, other.orderId)).status).toBe('pending');
  });

  it('is guarded against cross-site posts like every write (Stripe sends no Origin)', async () => {
    const { completed } = await pendingOrder();
    const body = JSON.stringify(completed);
    const res = await fetch(webhook, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.sign(body),
        origin: 'https://evil.example',
      },
      body,
    });
    expect(res.status).toBe(403);
  });

  it('applies 5 concurrent deliveries of one event once', async () => {
    const { buyer, orderId, completed } = await pendingOrder();
    const paid = countEvents(t.app, 'order.paid');
    const body = JSON.stringify(completed);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, fake.sign(body))));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(paid.count).toBe(1);
    const stored = await t.app.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, completed.id));
    expect(stored).toHaveLength(1);
    expect(await getOrder(t.app, buyer.cookie, orderId)).toMatchObject({ status: 'paid' });
  });

  it('applies 5 concurrent deliveries of a membership once', async () => {
    const buyer = await signUp(t.app);
    const res = await checkout(t.app, buyer.cookie, { statusBadge: 'Legend' });
    const sessionId = (res.json().url as string).split('/').pop() ?? '';
    const completed = fake.completeCheckout(sessionId);
    const changes = countEvents(t.app, 'membership.changed');
    const body = JSON.stringify(completed);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, fake.sign(body))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(changes.count).toBe(1);
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Legend');
  });
});
