/**
 * The products module's public face: the shop's routes and its page's first screen, what payments reads to price an order
 * and what the seed uses to add the demo products. Nothing else of this folder is imported from
 * outside it.
 */
export { anyProductExists, type ImportedProduct, importProduct } from './products.import';
export { findProductsForPricing } from './products.pricing';
export type { PricedProduct } from './products.repository';
export { productsRoutes as productsModule } from './products.routes';
export { shopPage } from './shop-page';
