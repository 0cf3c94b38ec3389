/** Helpers for the products module's tests: desk bodies, writes and reads through the real API. */
import type { Product, ProductsPage } from '@one-world/contract';
import type { App } from '../../app';
import { pictureDataUrl } from '../../test/factories';

/** A desk body that passes CreateProductBody; override what a test is about. */
export async function productBody(
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    title: 'Recycled Tote',
    desc: 'A canvas bag for the market.',
    priceCents: 1800,
    image: await pictureDataUrl('#1f8a5b'),
    ...overrides,
  };
}

/** Adds a product through the real `POST /api/products` as the admin whose cookie is given. */
export async function addProduct(
  app: App,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: await productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`add failed with ${res.statusCode}: ${res.body}`);
  return res.json<Product>();
}

/** Reads `GET /api/products?query`, expecting 200. */
export async function listProducts(app: App, query = '', cookie = ''): Promise<ProductsPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products?${query}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`list failed with ${res.statusCode}: ${res.body}`);
  return res.json<ProductsPage>();
}
