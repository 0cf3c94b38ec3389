import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, orders } from '../../db/schema';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, checkout, orderIdOfUrl } from './test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deleting an account with orders and a membership', () => {
  it('keeps the orders as anonymous payment records and removes the membership', async () => {
    const buyer = await signUp(t.app);
    const product = await addProduct(t.app, { priceCents: 700 });
    const merch = orderIdOfUrl(
      (
        await checkout(t.app, buyer.cookie, { cartItems: [{ _id: product.id, cartQuantity: 1 }] })
      ).json().url,
    );
    const plan = orderIdOfUrl(
      (await checkout(t.app, buyer.cookie, { statusBadge: 'Legend' })).json().url,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/test-checkout/${plan}/pay`,
      headers: { cookie: buyer.cookie },
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: buyer.cookie },
      payload: { password: 'Secret123' },
    });
    expect(res.statusCode).toBe(200);

    const kept = await t.app.ctx.db.select().from(orders).where(eq(orders.id, merch));
    expect(kept).toEqual([expect.objectContaining({ userId: null, totalCents: 700 })]);
    const paid = await t.app.ctx.db.select().from(orders).where(eq(orders.id, plan));
    expect(paid).toEqual([expect.objectContaining({ userId: null, status: 'paid' })]);
    const rows = await t.app.ctx.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, buyer.user._id));
    expect(rows).toEqual([]);
  });
});
