/**
 * One order of the member's, read by the pages that follow a checkout: the test checkout (what is
 * being paid) and Payment Done (whether it is paid).
 */
import { Order } from '@one-world/contract';
import { api } from './api-client';

export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;

/** GET /api/orders/:orderId — one of the member's own orders (404 for anyone else's). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`/api/orders/${encodeURIComponent(orderId)}`, {
    signal,
    schema: import.meta.env.DEV && Order,
  });
}
