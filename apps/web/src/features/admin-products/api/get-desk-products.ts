import { ProductsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deskProductsKey } from './product-query-keys';

/** GET /api/products?status=all — one page of every product, retired ones too (admins only). */
export function fetchDeskProducts(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return api.get('/api/products', {
    query: { status: 'all', cursor },
    signal,
    schema: import.meta.env.DEV && ProductsPage,
  });
}

/** The admins' list of products, on sale and retired, oldest first. */
export function useDeskProducts() {
  return useInfiniteQuery({
    queryKey: deskProductsKey,
    queryFn: ({ pageParam, signal }) => fetchDeskProducts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
