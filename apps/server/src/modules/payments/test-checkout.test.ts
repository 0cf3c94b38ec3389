import { randomUUID } from 'node:crypto';
import { type Membership, PAYMENT_MESSAGES } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { sweepMemberships } from './membership-sweep';
import {
  addProduct,
  badgesOf,
  checkout,
  countEvents,
  getOrder,
  orderIdOfUrl,
} from './test-helpers';

let t: TestApp;
let member: SignedUp;
let stranger: SignedUp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  stranger = await signUp(t.app);
  productId = (await addProduct(t.app, { priceCents: 2500 })).id;
});
afterAll(() => t.close());

const act = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

const placeOrder = async (cookie: string, payload: object) =>
  orderIdOfUrl((await checkout(t.app, cookie, payload)).json().url);

const membershipOf = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/membership', headers: { cookie } })
  ).json<Membership>();

/** The sweep as it would run at `at` (the service context with a fixed clock). */
const sweepAt = (at: Date) => sweepMemberships({ ...t.app.ctx, clock: { now: () => at } });

describe('POST /api/test-checkout/:orderId/pay and /cancel', () => {
  it('pays a merch order: paid, and answers the Payment Done page', async () => {
    const orderId = await placeOrder(member.cookie, {
      cartItems: [{ _id: productId, cartQuantity: 2 }],
    });
    const res = await act(member.cookie, `/api/test-checkout/${orderId}/pay`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `/checkout-success?order=${orderId}` });
    expect(await getOrder(t.app, member.cookie, orderId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    });
    const again = await act(member.cookie, `/api/test-checkout/${orderId}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is no longer waiting for payment' });
    expect((await act(member.cookie, `/api/test-checkout/${orderId}/cancel`)).statusCode).toBe(409);
  });

  it('cancels a pending order back to the cart or the pricing page', async () => {
    const merch = await placeOrder(member.cookie, {
      cartItems: [{ _id: productId, cartQuantity: 1 }],
    });
    const res = await act(member.cookie, `/api/test-checkout/${merch}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/cart' });
    expect((await getOrder(t.app, member.cookie, merch)).status).toBe('cancelled');
    expect((await act(member.cookie, `/api/test-checkout/${merch}/pay`)).statusCode).toBe(409);

    const plan = await placeOrder(member.cookie, { statusBadge: 'Warrior' });
    expect((await act(member.cookie, `/api/test-checkout/${plan}/cancel`)).json()).toEqual({
      url: '/pricing',
    });
  });

  it('answers 404 for another member’s order or an unknown one, 401 signed out', async () => {
    const orderId = await placeOrder(member.cookie, {
      cartItems: [{ _id: productId, cartQuantity: 1 }],
    });
    for (const action of ['pay', 'cancel']) {
      const res = await act(stranger.cookie, `/api/test-checkout/${orderId}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
      expect(
        (await act(member.cookie, `/api/test-checkout/${randomUUID()}/${action}`)).statusCode,
      ).toBe(404);
      expect((await act(undefined, `/api/test-checkout/${orderId}/${action}`)).statusCode).toBe(
        401,
      );
      expect((await act(member.cookie, `/api/test-checkout/nope/${action}`)).statusCode).toBe(400);
    }
    expect((await getOrder(t.app, member.cookie, orderId)).status).toBe('pending');
  });
});

describe('memberships through the test checkout', () => {
  it('activates a paid tier at once: badge on the session and the profile, membership for a month', async () => {
    const buyer = await signUp(t.app);
    const changes = countEvents(t.app, 'membership.changed');
    const orderId = await placeOrder(buyer.cookie, { statusBadge: 'Legend' });
    expect(await badgesOf(t.app, buyer.cookie, buyer.user._id)).toEqual({
      session: null,
      profile: null,
    });
    expect((await act(buyer.cookie, `/api/test-checkout/${orderId}/pay`)).statusCode).toBe(200);

    expect(await badgesOf(t.app, buyer.cookie, buyer.user._id)).toEqual({
      session: 'Legend',
      profile: 'Legend',
    });
    const membership = await membershipOf(buyer.cookie);
    expect(membership).toMatchObject({
      tier: 'Legend',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const days = (Date.parse(membership.currentPeriodEnd ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    expect(changes.count).toBe(1);

    const twice = await checkout(t.app, buyer.cookie, { statusBadge: 'Legend' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'You already have this membership' });
    // The other tier beside a renewing one would be charged twice: cancelling comes first.
    const other = await checkout(t.app, buyer.cookie, { statusBadge: 'Warrior' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: english(PAYMENT_MESSAGES.changeTier) });
  });

  it('cancelling keeps the tier until the period ends, then the sweep returns the member to Basic', async () => {
    const buyer = await signUp(t.app);
    await act(
      buyer.cookie,
      `/api/test-checkout/${await placeOrder(buyer.cookie, { statusBadge: 'Warrior' })}/pay`,
    );
    const changes = countEvents(t.app, 'membership.changed');

    const res = await act(buyer.cookie, '/api/membership/cancel');
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<Membership>();
    expect(cancelled).toMatchObject({ tier: 'Warrior', status: 'active', cancelAtPeriodEnd: true });
    expect((await act(buyer.cookie, '/api/membership/cancel')).json()).toEqual(cancelled);
    const periodEnd = new Date(cancelled.currentPeriodEnd ?? '');

    await sweepAt(new Date(periodEnd.getTime() - 1000));
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Warrior');

    await sweepAt(new Date(periodEnd.getTime() + 1000));
    expect(await badgesOf(t.app, buyer.cookie, buyer.user._id)).toEqual({
      session: null,
      profile: null,
    });
    expect(await membershipOf(buyer.cookie)).toMatchObject({
      tier: null,
      status: 'ended',
      cancelAtPeriodEnd: false,
    });
    expect(changes.count).toBe(1);

    const none = await act(buyer.cookie, '/api/membership/cancel');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'You have no paid membership to cancel' });
    // Basic again: the tier can be bought again.
    expect((await checkout(t.app, buyer.cookie, { statusBadge: 'Warrior' })).statusCode).toBe(200);
  });

  it('renews a test membership that was not cancelled', async () => {
    const buyer = await signUp(t.app);
    await act(
      buyer.cookie,
      `/api/test-checkout/${await placeOrder(buyer.cookie, { statusBadge: 'Warrior' })}/pay`,
    );
    const periodEnd = new Date((await membershipOf(buyer.cookie)).currentPeriodEnd ?? '');
    await sweepAt(new Date(periodEnd.getTime() + 1000));
    const renewed = await membershipOf(buyer.cookie);
    expect(renewed).toMatchObject({ tier: 'Warrior', status: 'active' });
    expect(Date.parse(renewed.currentPeriodEnd ?? '')).toBeGreaterThan(
      periodEnd.getTime() + 27 * 86_400_000,
    );
    expect((await badgesOf(t.app, buyer.cookie, buyer.user._id)).session).toBe('Warrior');
  });

  it('shows Basic to a member who never paid; 409 to cancel; 401 signed out', async () => {
    expect(await membershipOf(stranger.cookie)).toEqual({
      tier: null,
      status: 'none',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect((await act(stranger.cookie, '/api/membership/cancel')).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/membership' })).statusCode).toBe(401);
    expect((await act(undefined, '/api/membership/cancel')).statusCode).toBe(401);
  });
});
