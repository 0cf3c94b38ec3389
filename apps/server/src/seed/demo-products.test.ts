import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateProductBody, type ProductsPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_PRODUCTS, demoProductsSeed } from './demo-products';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-demo-products-'));
  t = await createTestApp({ seedDemo: true, dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function products(query = '', cookie = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<ProductsPage>().products;
}

describe('demo products seed', () => {
  it('ships six products the admin desk would accept, with small original pictures', () => {
    expect(DEMO_PRODUCTS).toHaveLength(6);
    for (const { image, ...fields } of DEMO_PRODUCTS) {
      const body = { ...fields, image: 'data:image/jpeg;base64,' };
      expect(CreateProductBody.safeParse(body).error).toBeUndefined();
      const picture = statSync(new URL(`./images/products/${image}`, import.meta.url));
      expect(picture.size).toBeLessThanOrEqual(80 * 1024);
    }
  });

  it('puts them on sale in order, priced in cents, pictures stored and served', async () => {
    await demoProductsSeed.run(t.app.ctx, t.app.log);
    const onSale = await products();
    expect(onSale.map((p) => [p.title, p.priceCents, p.price])).toEqual([
      ['One World T-Shirt', 2500, 25],
      ['One World Tote Bag', 1800, 18],
      ['One World Mug', 1250, 12.5],
      ['One World Water Bottle', 2000, 20],
      ['One World Cap', 1500, 15],
      ['One World Notebook', 999, 9.99],
    ]);
    const pictures = new Set(onSale.map((p) => p.img.secure_url));
    expect(pictures.size).toBe(6);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/images\/[a-f0-9]{64}\.webp$/);
      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    }
  });

  it('creates nothing twice, and a retired demo product stays retired', async () => {
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const [first] = await products();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${first?._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const before = await products('status=all', admin.cookie);
    await demoProductsSeed.run(t.app.ctx, t.app.log);
    expect(await products('status=all', admin.cookie)).toEqual(before);
    expect(await products()).toHaveLength(5);
  });

  it('does nothing when demo content is turned off', async () => {
    const off = await createTestApp({ seedDemo: false, dataDir });
    try {
      await demoProductsSeed.run(off.app.ctx, off.app.log);
      const res = await off.app.inject({ method: 'GET', url: '/api/products' });
      expect(res.json()).toEqual({ products: [], nextCursor: null });
    } finally {
      await off.close();
    }
  });
});
