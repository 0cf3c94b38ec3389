import { CART_MESSAGES } from '@one-world/contract';
import type { Translatable } from '@one-world/i18n';
import { useMemo } from 'react';
import {
  addToCart,
  type CartChange,
  type CartItem,
  type CartProduct,
  cartTotals,
  clearCart,
  decreaseInCart,
  removeFromCart,
} from '../../../lib/cart';
import { translateText } from '../../../lib/i18n';
import { readCartItems, writeCartItems } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useCartItems } from '../../../lib/use-stored-value';

/**
 * Applies one transition to the cart as stored now (not as last rendered, so another tab's
 * change in between is kept), saves it and shows its notice.
 */
function apply(transition: (items: CartItem[]) => CartChange): void {
  const { items, message } = transition(readCartItems());
  writeCartItems(items);
  if (message) announce(message);
}

/** Shows a cart notice in the language on screen; reaching the limit is an error. */
function announce(message: string | Translatable): void {
  const id = typeof message === 'string' ? message : message.id;
  const text = translateText(message);
  if (id === CART_MESSAGES.atLimit) toast.error(text);
  else toast.success(text);
}

/** The cart, its totals and its four actions, each saved and announced (SPEC §4). */
export function useCart() {
  const items = useCartItems();
  const totals = useMemo(() => cartTotals(items), [items]);
  return {
    items,
    totals,
    add: (product: CartProduct) => apply((current) => addToCart(current, product)),
    decrease: (id: string) => apply((current) => decreaseInCart(current, id)),
    remove: (id: string) => apply((current) => removeFromCart(current, id)),
    clear: () => apply(() => clearCart()),
  };
}
