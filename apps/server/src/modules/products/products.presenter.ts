import type { Product, ProductsPage } from '@one-world/contract';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { productPolicy } from './products.policy';
import type { ProductRow } from './products.repository';

/** A product as the shop and the admin desk show it, with what the viewer may do with it. */
export function toProduct(p: ProductRow, viewer: Actor | null): Product {
  return {
    _id: p.id,
    title: p.title,
    desc: p.desc,
    img: { secure_url: p.imageUrl },
    // Dollars for the spec's client; cents stay exact for every total computed from them.
    price: p.priceCents / 100,
    priceCents: p.priceCents,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    abilities: {
      update: productPolicy.can(viewer, 'update', p),
      retire: productPolicy.can(viewer, 'retire', p),
    },
  };
}

/** A list page of products with its continuation cursor. */
export function toProductsPage(page: Page<ProductRow>, viewer: Actor | null): ProductsPage {
  return {
    products: page.items.map((p) => toProduct(p, viewer)),
    nextCursor: page.nextCursor,
  };
}
