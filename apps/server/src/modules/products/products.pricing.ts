import type { Executor } from '../../db/client';
import { type PricedProduct, productsRepository } from './products.repository';

/**
 * The active products among `ids` with the title and price (US cents) an order is priced at;
 * unknown and retired ids are absent from the answer, so a caller compares lengths to find them.
 * Takes a transaction too, so an order can be priced inside the one that records it.
 */
export function findProductsForPricing(
  db: Executor,
  ids: readonly string[],
): Promise<PricedProduct[]> {
  return productsRepository(db).findActive(ids);
}
