import { CheckoutSession } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueryKey } from '../../../lib/orders';

/** What the member does on the test checkout: pay the order, or cancel it. */
export type TestCheckoutAction = 'pay' | 'cancel';

export interface SettleInput {
  orderId: string;
  action: TestCheckoutAction;
}

/**
 * POST /api/test-checkout/:orderId/pay or /cancel — pays (the same fulfilment as Stripe's
 * webhook) or cancels a pending test order; answers where the browser goes next.
 */
export function settleTestCheckout({ orderId, action }: SettleInput): Promise<CheckoutSession> {
  return api.post(`/api/test-checkout/${encodeURIComponent(orderId)}/${action}`, undefined, {
    schema: import.meta.env.DEV && CheckoutSession,
  });
}

export function useSettleTestCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settleTestCheckout,
    // A 409 means the order changed elsewhere (paid in another tab): show what it is now.
    onError: (_error, { orderId }) =>
      client.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
