import { z } from 'zod';
import { Cursor, Image, ImageDataUrl, pageLimit } from './common';
import { PRODUCT_LIMITS } from './shop-constants';

export const ProductId = z.uuid({ message: 'shop.invalidProductId' });
export const ProductIdParams = z.object({ id: ProductId });

export const PRODUCT_STATUSES = ['active', 'retired'] as const;

/**
 * A product of the shop (SPEC §3 Cart item's product fields). `price` is in US dollars as the
 * spec's client reads it (`priceCents / 100`); `priceCents` is the exact amount every total is
 * computed from. A retired product is off the shop but stays on the orders that bought it.
 */
export const Product = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  img: Image,
  price: z.number(),
  priceCents: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: z.string(),
  abilities: z.object({ update: z.boolean(), retire: z.boolean() }),
});
export type Product = z.infer<typeof Product>;

/**
 * GET /api/products: the shop's active products, oldest first, keyset-paged; `?status=all`
 * (admins only) adds the retired ones.
 */
export const ProductsQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(PRODUCT_LIMITS.pageDefault, PRODUCT_LIMITS.pageMax),
  status: z.enum(['active', 'all']).default('active'),
});
export type ProductsQuery = z.input<typeof ProductsQuery>;

export const ProductsPage = z.object({
  products: z.array(Product),
  nextCursor: z.string().nullable(),
});
export type ProductsPage = z.infer<typeof ProductsPage>;

const ProductTitle = z
  .string()
  .trim()
  .min(PRODUCT_LIMITS.titleMin, { message: 'shop.titleTooShort' })
  .max(PRODUCT_LIMITS.titleMax, { message: 'shop.titleTooLong' });
const ProductDesc = z
  .string()
  .trim()
  .min(PRODUCT_LIMITS.descMin, { message: 'shop.descRequired' })
  .max(PRODUCT_LIMITS.descMax, { message: 'shop.descTooLong' });
const PriceCents = z
  .number({ error: 'shop.priceNotNumber' })
  .int({ message: 'shop.priceWholeCents' })
  .min(PRODUCT_LIMITS.priceMinCents, { message: 'shop.priceTooLow' })
  .max(PRODUCT_LIMITS.priceMaxCents, { message: 'shop.priceTooHigh' });

/** POST /api/products (admins): a new product; its picture is required. */
export const CreateProductBody = z.object({
  title: ProductTitle,
  desc: ProductDesc,
  priceCents: PriceCents,
  image: ImageDataUrl,
});
export type CreateProductBody = z.input<typeof CreateProductBody>;

/** PUT /api/products/:id (admins): the fields to change; `status` retires or restores it. */
export const UpdateProductBody = z.object({
  title: ProductTitle.optional(),
  desc: ProductDesc.optional(),
  priceCents: PriceCents.optional(),
  image: ImageDataUrl.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type UpdateProductBody = z.input<typeof UpdateProductBody>;
