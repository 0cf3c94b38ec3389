import { ProductsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every product query starts with this, so an admin's change can refresh the shop. */
export const PRODUCTS_QUERY_KEY = ['products'] as const;

/** GET /api/products — one page of the shop's products, oldest first. */
export function fetchProductsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return api.get('/api/products', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && ProductsPage,
  });
}

/** The shop's products, page by page. */
export function useProducts() {
  return useInfiniteQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, 'shop'],
    queryFn: ({ pageParam, signal }) => fetchProductsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
