import { useMutation } from '@tanstack/react-query';
import type { CartItem } from '../../../lib/cart';
import { createCheckoutSession, goToCheckout } from '../../../lib/checkout-session';

/**
 * Checks the cart out as `userId` and sends the browser to the payment page. The server prices
 * the lines from its own table, so only ids and quantities matter here.
 */
export function useCartCheckout() {
  return useMutation({
    mutationFn: ({ items, userId }: { items: readonly CartItem[]; userId: string }) =>
      createCheckoutSession({
        cartItems: items.map(({ _id, cartQuantity }) => ({ _id, cartQuantity })),
        id: userId,
      }),
    onSuccess: goToCheckout,
  });
}
