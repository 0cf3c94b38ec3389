import type { Product } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, listProducts } from './test-helpers';

let t: TestApp;
let admin: SignedUp;
let member: SignedUp;
let added: Product[];

const idsOf = (products: { _id: string }[]) => products.map((p) => p._id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  member = await signUp(t.app);
  added = [];
  for (let i = 0; i < 7; i++) {
    added.push(
      await addProduct(t.app, admin.cookie, { title: `Product ${i}`, priceCents: 100 + i }),
    );
  }
  // Two retired ones, in the middle and at the end of the order.
  for (const product of [added[2], added[6]]) {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product?._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const activeIds = () => idsOf(added.filter((_, i) => i !== 2 && i !== 6));

/** Every page of a query, following nextCursor; checks that each page is at most `limit`. */
async function allPages(query: string, limit: number, cookie = ''): Promise<Product[]> {
  const seen: Product[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const page = await listProducts(t.app, `${query}&limit=${limit}${after}`, cookie);
    expect(page.products.length).toBeLessThanOrEqual(limit);
    seen.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /api/products', () => {
  it('shows everyone the active products, oldest first, prices in dollars and cents', async () => {
    const page = await listProducts(t.app);
    expect(idsOf(page.products)).toEqual(activeIds());
    expect(page.nextCursor).toBeNull();
    const first = page.products[0];
    expect(first).toMatchObject({
      title: 'Product 0',
      desc: 'A canvas bag for the market.',
      price: 1,
      priceCents: 100,
      status: 'active',
      abilities: { update: false, retire: false },
    });
    expect(page.products[1]?.price).toBe(1.01);
  });

  it('tells an admin they may edit and retire; a member may not', async () => {
    const asAdmin = await listProducts(t.app, '', admin.cookie);
    expect(asAdmin.products.every((p) => p.abilities.update && p.abilities.retire)).toBe(true);
    const asMember = await listProducts(t.app, '', member.cookie);
    expect(asMember.products.some((p) => p.abilities.update || p.abilities.retire)).toBe(false);
  });

  it('pages with a cursor without gaps or repeats', async () => {
    expect(idsOf(await allPages('', 2))).toEqual(activeIds());
    expect(idsOf(await allPages('status=all', 3, admin.cookie))).toEqual(idsOf(added));
    const first = await listProducts(t.app, 'limit=5');
    expect(first.products).toHaveLength(5);
    expect(first.nextCursor).toBeNull();
  });

  it('shows admins the retired products too with status=all', async () => {
    const page = await listProducts(t.app, 'status=all', admin.cookie);
    expect(page.products.map((p) => p.status)).toEqual([
      'active',
      'active',
      'retired',
      'active',
      'active',
      'active',
      'retired',
    ]);
  });

  it('asks a visitor to sign in (401) and refuses a member (403) for status=all', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/products?status=all' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please sign in' });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=all',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Only administrators can see retired products' });
  });

  it.each([
    ['cursor=not-a-cursor', 'cursor: Invalid cursor'],
    ['limit=0', undefined],
    ['limit=101', undefined],
    ['status=retired', undefined],
  ])('answers 400 for %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string }>();
    if (message) expect(body).toEqual({ message });
    else expect(body.message).toMatch(/^(limit|status): /);
  });
});
