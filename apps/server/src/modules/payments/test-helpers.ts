/** Helpers for the payments module's tests: products, checkouts and events through the real API. */
import { randomUUID } from 'node:crypto';
import type { DomainEventName, Order, StatusBadge } from '@one-world/contract';
import type Stripe from 'stripe';
import type { App } from '../../app';
import type { FakeStripe } from '../../test/fake-stripe';
import { importProduct } from '../products';
import { setStatusBadge } from '../users';

/** A shop product written straight to the database (the admin desk is the products module's). */
export async function addProduct(
  app: App,
  fields: { title?: string; priceCents: number; status?: 'active' | 'retired' },
): Promise<{ id: string; title: string; priceCents: number }> {
  const product = {
    id: randomUUID(),
    createdAt: new Date(),
    title: fields.title ?? `Product ${fields.priceCents}`,
    desc: 'For the tests.',
    priceCents: fields.priceCents,
    imageUrl: '/images/products/test.webp',
    status: fields.status ?? 'active',
  };
  await importProduct(app.ctx.db, product);
  return product;
}

/** Gives a member a paid tier directly (as a paid membership would). */
export function giveBadge(app: App, userId: string, badge: StatusBadge | null): Promise<void> {
  return setStatusBadge(app.ctx.db, userId, badge);
}

/** `POST /api/stripe/create-checkout-session` as the member whose cookie is given. */
export function checkout(app: App, cookie: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

/** The order id at the end of a test checkout URL or in a Stripe session's metadata. */
export const orderIdOfUrl = (url: string): string => url.split('/').pop() ?? '';

/** Reads one of the member's orders, expecting 200. */
export async function getOrder(app: App, cookie: string, orderId: string): Promise<Order> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie },
  });
  if (res.statusCode !== 200)
    throw new Error(`order read failed with ${res.statusCode}: ${res.body}`);
  return res.json<Order>();
}

/** The member's statusBadge as the session and the public profile show it. */
export async function badgesOf(app: App, cookie: string, userId: string) {
  const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const profile = await app.inject({ method: 'GET', url: `/api/users/${userId}` });
  return {
    session: session.json().user.statusBadge as StatusBadge | null,
    profile: profile.json().statusBadge as StatusBadge | null,
  };
}

/** Counts the domain events of one name the app publishes from now on. */
export function countEvents(app: App, name: DomainEventName): { count: number } {
  const counter = { count: 0 };
  app.ctx.events.subscribe(name, () => {
    counter.count += 1;
  });
  return counter;
}

/** Delivers an event to the webhook as Stripe would: the JSON body signed by the fake's secret. */
export function deliver(
  app: App,
  fake: FakeStripe,
  event: Stripe.Event,
  sign: { timestamp?: number; secret?: string } = {},
) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body, sign) },
    payload: body,
  });
}
