import { OrdersPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/orders — one page of the member's own orders, newest first. */
export function fetchOrdersPage(cursor: string | null, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get('/api/orders', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && OrdersPage,
  });
}

export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: ['orders', 'mine'],
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
