/**
 * Every product query in the app (the shop, the cart's prices, this desk) starts with
 * 'products', so a change here invalidates {@link ALL_PRODUCTS} and every screen that shows
 * products reads them again.
 */
export const ALL_PRODUCTS = ['products'] as const;

export const deskProductsKey = ['products', 'desk'] as const;

/** Pictures travel inside the JSON as data URLs (up to 5 MB), so they get more time than a read. */
export const PRODUCT_WRITE_TIMEOUT_MS = 60_000;
