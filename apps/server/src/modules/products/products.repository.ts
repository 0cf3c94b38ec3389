import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProductRow, products } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

export type { ProductRow } from '../../db/schema';

/** What an admin writes; the repository fills in the id and timestamps. */
export type ProductFields = Pick<
  ProductRow,
  'title' | 'desc' | 'priceCents' | 'imageUrl' | 'status'
>;

/** What pricing an order needs of a product. */
export type PricedProduct = Pick<ProductRow, 'id' | 'title' | 'priceCents' | 'status'>;

const createdAfter = (after: Keyset) =>
  sql`(${products.createdAt}, ${products.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;

/** All SQL about products. */
export function productsRepository(db: Executor) {
  return {
    /** One page of products, oldest first (ties broken by id, so pages are stable). */
    list(
      status: ProductRow['status'] | null,
      after: Keyset | undefined,
      take: number,
    ): Promise<ProductRow[]> {
      const conditions: (SQL | undefined)[] = [
        status ? eq(products.status, status) : undefined,
        after ? createdAfter(after) : undefined,
      ];
      return db
        .select()
        .from(products)
        .where(and(...conditions))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(take);
    },

    async find(id: string): Promise<ProductRow | null> {
      const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The active products among these ids; unknown and retired ones are simply absent. */
    findActive(ids: readonly string[]): Promise<PricedProduct[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: products.id,
          title: products.title,
          priceCents: products.priceCents,
          status: products.status,
        })
        .from(products)
        .where(and(inArray(products.id, [...ids]), eq(products.status, 'active')));
    },

    async insert(fields: ProductFields): Promise<ProductRow> {
      const rows = await db.insert(products).values(fields).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into products returned no row');
      return row;
    },

    /** Changes the given fields; null when the product no longer exists. */
    async update(
      id: string,
      fields: Partial<ProductFields>,
      updatedAt: Date,
    ): Promise<ProductRow | null> {
      const rows = await db
        .update(products)
        .set({ ...fields, updatedAt })
        .where(eq(products.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /** Inserts a product with a known id and time unless that id exists (idempotent seeding). */
    async importProduct(product: ProductFields & { id: string; createdAt: Date }): Promise<void> {
      await db
        .insert(products)
        .values({ ...product, updatedAt: product.createdAt })
        .onConflictDoNothing({ target: products.id });
    },

    async anyExists(ids: string[]): Promise<boolean> {
      if (ids.length === 0) return false;
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Whether a product other than `exceptId` shows this image. Stored images are named by their
     * content, so two products can share one file.
     */
    async imageInUse(url: string, exceptId: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(ne(products.id, exceptId), eq(products.imageUrl, url)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
