import {
  CART_MESSAGES,
  type CreateProductBody,
  type ProductsQuery,
  type UpdateProductBody,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { notFound, unauthorized } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { productPolicy } from './products.policy';
import { type ProductFields, type ProductRow, productsRepository } from './products.repository';

const notFoundError = () => notFound(CART_MESSAGES.productNotFound);

/** The shop's products: the public list and the admins' desk. */
export function productsService(ctx: ServiceContext) {
  /**
   * Deletes a stored picture that no product (but `exceptId`, the one letting go of it) shows
   * any more. Images are named by their content, so another product may hold the same file.
   */
  async function release(url: string | undefined, exceptId = ''): Promise<void> {
    if (!url) return;
    if (await productsRepository(ctx.db).imageInUse(url, exceptId)) return;
    await ctx.images.remove(url);
  }

  /**
   * Runs a write that uses a freshly stored picture; when the write fails, the picture belongs
   * to nothing and is deleted again before the error goes on.
   */
  async function withNewImage<T>(image: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await release(image);
      throw err;
    }
  }

  /** Changes a product's fields in one transaction and announces it after the commit. */
  function change(actor: Actor, id: string, fields: Partial<ProductFields>): Promise<ProductRow> {
    return withTransaction(ctx, async (tx, events) => {
      const updated = await productsRepository(tx).update(id, fields, ctx.clock.now());
      if (!updated) throw notFoundError();
      events.record('product.updated', { productId: id, actorId: actor.id });
      return updated;
    });
  }

  /** The product an admin acts on, after the policy allowed each of `actions`. */
  async function authorized(
    actor: Actor,
    id: string,
    actions: ('update' | 'retire')[],
  ): Promise<ProductRow> {
    const product = await productsRepository(ctx.db).find(id);
    if (!product) throw notFoundError();
    for (const action of actions) productPolicy.authorize(actor, action, product);
    return product;
  }

  return {
    /**
     * A page of products, oldest first: the active ones for everyone, every one (`status=all`)
     * for admins only.
     */
    async list(
      viewer: Actor | null,
      query: z.output<typeof ProductsQuery>,
    ): Promise<Page<ProductRow>> {
      const all = query.status === 'all';
      if (all) {
        if (!viewer) throw unauthorized();
        productPolicy.authorize(viewer, 'read', { status: 'retired' });
      }
      const rows = await productsRepository(ctx.db).list(
        all ? null : 'active',
        decodeCursor(query.cursor),
        query.limit + 1,
      );
      return pageOf(rows, query.limit);
    },

    /** Adds a product to the shop (admins); its picture is stored first. */
    async create(actor: Actor, input: z.output<typeof CreateProductBody>): Promise<ProductRow> {
      productPolicy.authorize(actor, 'create', { status: 'active' });
      const image = await ctx.images.save(input.image, 'product');
      return withNewImage(image, () =>
        withTransaction(ctx, async (tx, events) => {
          const product = await productsRepository(tx).insert({
            title: input.title,
            desc: input.desc,
            priceCents: input.priceCents,
            imageUrl: image,
            status: 'active',
          });
          events.record('product.created', { productId: product.id, actorId: actor.id });
          return product;
        }),
      );
    },

    /**
     * Changes what the body names (admins); `status` retires or restores it. A new picture
     * replaces the old one, whose file is deleted once the change has committed.
     */
    async update(
      actor: Actor,
      id: string,
      input: z.output<typeof UpdateProductBody>,
    ): Promise<ProductRow> {
      const { image: dataUrl, ...fields } = input;
      const before = await authorized(actor, id, fields.status ? ['update', 'retire'] : ['update']);
      const image = dataUrl ? await ctx.images.save(dataUrl, 'product') : undefined;
      const product = await withNewImage(image, () =>
        change(actor, id, image ? { ...fields, imageUrl: image } : fields),
      );
      if (image && image !== before.imageUrl) await release(before.imageUrl, id);
      return product;
    },

    /** Takes a product off the shop (admins); orders that bought it keep it. */
    async retire(actor: Actor, id: string): Promise<ProductRow> {
      await authorized(actor, id, ['retire']);
      return change(actor, id, { status: 'retired' });
    },
  };
}
