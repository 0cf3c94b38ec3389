import type { Executor } from '../../db/client';
import { type ProductFields, productsRepository } from './products.repository';

/** A product as the seed brings it: known id and time, its picture already stored. */
export interface ImportedProduct extends ProductFields {
  id: string;
  createdAt: Date;
}

/**
 * Writes a product with a known id unless that id exists (so seeding twice adds nothing). No
 * events: seeded products are not news to anyone.
 */
export async function importProduct(db: Executor, product: ImportedProduct): Promise<void> {
  await productsRepository(db).importProduct(product);
}

/** Whether any of these products exists. */
export function anyProductExists(db: Executor, ids: string[]): Promise<boolean> {
  return productsRepository(db).anyExists(ids);
}
