import type { Order } from '@one-world/contract';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrder, orderQueryKey } from '../../../lib/orders';

/** How often, and how many times, a payment still being confirmed is asked about again. */
const ORDER_POLL = { intervalMs: 2000, attempts: 5 } as const;

/** True while a pending order has not been read back as many times as it is polled. */
function polling(state: Query<Order>['state'] | undefined): boolean {
  return state?.data?.status === 'pending' && state.dataUpdateCount <= ORDER_POLL.attempts;
}

/**
 * The order just paid for. Stripe confirms it through its webhook, which may land a moment after
 * the member comes back, so a pending order is read again a few times; `polling` says whether it
 * still is.
 */
export function usePaidOrder(orderId: string) {
  const client = useQueryClient();
  const queryKey = orderQueryKey(orderId);
  const order = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (polling(query.state) ? ORDER_POLL.intervalMs : false),
  });
  return { order, polling: polling(client.getQueryState<Order>(queryKey)) };
}
