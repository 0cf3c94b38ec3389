import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, checkout, getOrder, giveBadge, orderIdOfUrl } from './test-helpers';

let t: TestApp;
let member: SignedUp;
let stranger: SignedUp;
let tote: { id: string; title: string; priceCents: number };
let mug: { id: string; title: string; priceCents: number };
let retired: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  stranger = await signUp(t.app);
  tote = await addProduct(t.app, { title: 'Recycled Tote', priceCents: 1995 });
  mug = await addProduct(t.app, { title: 'Globe Mug', priceCents: 1250 });
  retired = await addProduct(t.app, { priceCents: 900, status: 'retired' });
});
afterAll(() => t.close());

const cartOf = (...lines: [{ id: string; title?: string }, number][]) =>
  lines.map(([product, cartQuantity]) => ({
    _id: product.id,
    title: product.title ?? 'x',
    price: 0.01,
    cartQuantity,
  }));

describe('POST /api/stripe/create-checkout-session (test checkout)', () => {
  it('records a pending order priced from the database, ignoring the client prices', async () => {
    const res = await checkout(t.app, member.cookie, {
      id: member.user._id,
      cartItems: cartOf([tote, 2], [mug, 1]),
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/checkout\/test\/[0-9a-f-]{36}$/);
    const order = await getOrder(t.app, member.cookie, orderIdOfUrl(url));
    expect(order).toMatchObject({
      kind: 'merch',
      status: 'pending',
      tier: null,
      provider: 'test',
      currency: 'usd',
      lines: [
        {
          productId: tote.id,
          title: 'Recycled Tote',
          unitPriceCents: 1995,
          quantity: 2,
          totalCents: 3990,
        },
        {
          productId: mug.id,
          title: 'Globe Mug',
          unitPriceCents: 1250,
          quantity: 1,
          totalCents: 1250,
        },
      ],
      subtotalCents: 5240,
      discountPercent: 0,
      discountCents: 0,
      totalCents: 5240,
      paidAt: null,
    });
  });

  it.each([
    ['Warrior', 1, 10, 200, 1795],
    ['Legend', 3, 20, 1197, 4788],
  ] as const)(
    'gives a %s member their discount, rounded half up on the subtotal',
    async (badge, quantity, percent, discount, total) => {
      const buyer = await signUp(t.app);
      await giveBadge(t.app, buyer.user._id, badge);
      const res = await checkout(t.app, buyer.cookie, { cartItems: cartOf([tote, quantity]) });
      expect(res.statusCode).toBe(200);
      const order = await getOrder(t.app, buyer.cookie, orderIdOfUrl(res.json().url));
      expect(order).toMatchObject({
        subtotalCents: 1995 * quantity,
        discountPercent: percent,
        discountCents: discount,
        totalCents: total,
      });
    },
  );

  it('merges two lines of one product', async () => {
    const res = await checkout(t.app, member.cookie, { cartItems: cartOf([mug, 1], [mug, 2]) });
    const order = await getOrder(t.app, member.cookie, orderIdOfUrl(res.json().url));
    expect(order.lines).toEqual([expect.objectContaining({ productId: mug.id, quantity: 3 })]);
    expect(order.totalCents).toBe(3750);
  });

  it('records a membership at the tier’s monthly price, with no discount', async () => {
    const buyer = await signUp(t.app);
    await giveBadge(t.app, buyer.user._id, 'Warrior');
    const res = await checkout(t.app, buyer.cookie, { id: buyer.user._id, statusBadge: 'Legend' });
    expect(res.statusCode).toBe(200);
    const order = await getOrder(t.app, buyer.cookie, orderIdOfUrl(res.json().url));
    expect(order).toMatchObject({
      kind: 'membership',
      tier: 'Legend',
      lines: [],
      subtotalCents: 1000,
      discountCents: 0,
      totalCents: 1000,
    });
  });

  // Built when the test runs: the products exist only after beforeAll.
  it.each([
    [
      'an unknown product',
      () => ({ cartItems: cartOf([{ id: randomUUID() }, 1]) }),
      'A product in your cart is no longer sold',
    ],
    [
      'a retired product',
      () => ({ cartItems: cartOf([retired, 1]) }),
      'A product in your cart is no longer sold',
    ],
    [
      'quantity 0',
      () => ({ cartItems: cartOf([tote, 0]) }),
      'cartItems.0.cartQuantity: Quantity must be at least 1',
    ],
    [
      'quantity 1.5',
      () => ({ cartItems: cartOf([tote, 1.5]) }),
      'cartItems.0.cartQuantity: Quantity must be a whole number',
    ],
    [
      'quantity 100',
      () => ({ cartItems: cartOf([tote, 100]) }),
      'cartItems.0.cartQuantity: Quantity must be at most 99',
    ],
    [
      'merged lines over the limit',
      () => ({ cartItems: cartOf([tote, 60], [tote, 40]) }),
      'Quantity must be at most 99',
    ],
    [
      'a bad product id',
      () => ({ cartItems: [{ _id: 'not-an-id', cartQuantity: 1 }] }),
      'cartItems.0._id: Invalid product id',
    ],
    ['an empty cart', () => ({ cartItems: [] }), 'cartItems: Your cart is empty'],
    [
      'both kinds',
      () => ({ cartItems: cartOf([tote, 1]), statusBadge: 'Legend' }),
      'Choose either a membership or the items of your cart',
    ],
    ['neither kind', () => ({}), 'Choose either a membership or the items of your cart'],
    ['the Basic tier', () => ({ statusBadge: 'Basic' }), 'statusBadge: Choose Warrior or Legend'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await checkout(t.app, member.cookie, payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 401 to visitors whatever the body', async () => {
    for (const payload of [{}, { statusBadge: 'Legend' }, { cartItems: 'nonsense' }]) {
      const res = await checkout(t.app, undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it('refuses with 403 a payload id naming another member', async () => {
    const res = await checkout(t.app, member.cookie, {
      id: stranger.user._id,
      statusBadge: 'Warrior',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/orders and /api/orders/:orderId', () => {
  it('lists the member’s own orders newest first, paged', async () => {
    const buyer = await signUp(t.app);
    const ids: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const res = await checkout(t.app, buyer.cookie, { cartItems: cartOf([mug, quantity]) });
      ids.push(orderIdOfUrl(res.json().url));
    }
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=2',
      headers: { cookie: buyer.cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().orders.map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1]]);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/orders?limit=2&cursor=${first.json().nextCursor}`,
      headers: { cookie: buyer.cookie },
    });
    expect(next.json()).toEqual({
      orders: [expect.objectContaining({ _id: ids[0] })],
      nextCursor: null,
    });
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: stranger.cookie },
    });
    expect(others.json()).toEqual({ orders: [], nextCursor: null });
  });

  it('answers 404 for another member’s order or an unknown one, 400 for a bad id, 401 signed out', async () => {
    const res = await checkout(t.app, member.cookie, { cartItems: cartOf([mug, 1]) });
    const orderId = orderIdOfUrl(res.json().url);
    for (const id of [orderId, randomUUID()]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: { cookie: stranger.cookie },
      });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: 'Order not found' });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/nope',
      headers: { cookie: member.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
