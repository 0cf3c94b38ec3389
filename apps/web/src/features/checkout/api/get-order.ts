import { useQuery } from '@tanstack/react-query';
import { fetchOrder, orderQueryKey } from '../../../lib/orders';

/** The order the test checkout shows; a 404 is an answer, not something to retry. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: 0,
    retry: false,
  });
}
