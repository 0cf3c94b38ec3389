/**
 * The cart (SPEC §4 "Cart"), as pure functions over the list kept in local storage `cartItems`.
 * Every transition answers the new list and the message to show. The spec's defect, where the
 * item in the first position is "not found" and appended again, is fixed: items are found by id.
 * Amounts are summed in cents, so a total never shows float noise (0.1 + 0.2).
 */

import {
  CART_MESSAGES,
  CHECKOUT_LIMITS,
  type Product,
  type StatusBadge,
  TIERS,
} from '@one-world/contract';
import { msg, type Translatable } from '@one-world/i18n';

/** One line of the cart (SPEC §3 Cart item): the product as it was added, and how many. */
export interface CartItem {
  _id: string;
  title: string;
  desc: string;
  img: { secure_url: string };
  /** US dollars, as the spec's client reads it. */
  price: number;
  priceCents: number;
  cartQuantity: number;
}

/** What a transition leads to: the new cart and the notice to show for it, if any. */
export interface CartChange {
  items: CartItem[];
  /** A catalog text, shown in the reader's language. */
  message: Translatable | null;
}

/** The product fields a cart line keeps. */
export type CartProduct = Pick<Product, '_id' | 'title' | 'desc' | 'img' | 'price' | 'priceCents'>;

/**
 * Adds one of `product`: a new line with quantity 1, or one more on its existing line wherever
 * it is (the first position too).
 */
export function addToCart(items: readonly CartItem[], product: CartProduct): CartChange {
  const existing = items.find((item) => item._id === product._id);
  if (!existing) {
    const { _id, title, desc, img, price, priceCents } = product;
    return {
      items: [...items, { _id, title, desc, img, price, priceCents, cartQuantity: 1 }],
      message: CART_MESSAGES.added,
    };
  }
  if (existing.cartQuantity >= CHECKOUT_LIMITS.quantityMax) {
    return { items: [...items], message: CART_MESSAGES.atLimit };
  }
  return {
    items: items.map((item) =>
      item === existing ? { ...item, cartQuantity: item.cartQuantity + 1 } : item,
    ),
    message: CART_MESSAGES.increased,
  };
}

/**
 * One fewer of the line `id`, quietly (the spec names no notice for it); at quantity 1 the line
 * goes, as Remove does.
 */
export function decreaseInCart(items: readonly CartItem[], id: string): CartChange {
  const existing = items.find((item) => item._id === id);
  if (!existing) return { items: [...items], message: null };
  if (existing.cartQuantity <= 1) return removeFromCart(items, id);
  return {
    items: items.map((item) =>
      item === existing ? { ...item, cartQuantity: item.cartQuantity - 1 } : item,
    ),
    message: null,
  };
}

/** Takes the line `id` out of the cart. */
export function removeFromCart(items: readonly CartItem[], id: string): CartChange {
  const existing = items.find((item) => item._id === id);
  if (!existing) return { items: [...items], message: null };
  return {
    items: items.filter((item) => item !== existing),
    message: msg(CART_MESSAGES.removed, { title: existing.title }),
  };
}

/** Empties the cart. */
export function clearCart(): CartChange {
  return { items: [], message: CART_MESSAGES.cleared };
}

/** The spec's two totals; `cartTotalAmount` is dollars rounded to 2 decimals. */
export interface CartTotals {
  cartTotalQuantity: number;
  cartTotalAmount: number;
  /** The same amount in cents, which the discount is computed from. */
  cartTotalCents: number;
}

/** Sums the cart: Σ price × quantity (in cents, so exact) and Σ quantity. */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  let cartTotalQuantity = 0;
  let cartTotalCents = 0;
  for (const item of items) {
    cartTotalQuantity += item.cartQuantity;
    cartTotalCents += item.priceCents * item.cartQuantity;
  }
  return { cartTotalQuantity, cartTotalCents, cartTotalAmount: centsToDollars(cartTotalCents) };
}

/** Dollars rounded to 2 decimals from whole cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The member's tier discount on a merch subtotal, as the server prices the order. */
export interface CartDiscount {
  tier: StatusBadge | null;
  percent: number;
  discountCents: number;
  totalCents: number;
}

/** Applies the discount of `tier` (SPEC §6: Warrior 10%, Legend 20%; none on Basic). */
export function tierDiscount(subtotalCents: number, tier: StatusBadge | null): CartDiscount {
  const percent = tier ? TIERS[tier].discountPercent : TIERS.Basic.discountPercent;
  const discountCents = Math.round((subtotalCents * percent) / 100);
  return { tier, percent, discountCents, totalCents: subtotalCents - discountCents };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isWholeAtLeast(value: unknown, min: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min;
}

/**
 * A stored line's unit price in cents: its `priceCents`, or else the spec's `price` in dollars
 * (a cart written by the spec's client has only that); null when neither is a price.
 */
function storedPriceCents({ priceCents, price }: Record<string, unknown>): number | null {
  if (isWholeAtLeast(priceCents, 0)) return priceCents;
  if (typeof price === 'number' && Number.isFinite(price) && price >= 0) {
    return Math.round(price * 100);
  }
  return null;
}

/** One stored line, or null when it is not a cart item this app wrote (it is then dropped). */
function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { _id, title, desc, img, cartQuantity } = value;
  const priceCents = storedPriceCents(value);
  if (typeof _id !== 'string' || typeof title !== 'string') return null;
  if (priceCents === null || !isWholeAtLeast(cartQuantity, 1)) return null;
  const secureUrl = isRecord(img) && typeof img.secure_url === 'string' ? img.secure_url : '';
  return {
    _id,
    title,
    desc: typeof desc === 'string' ? desc : '',
    img: { secure_url: secureUrl },
    price: centsToDollars(priceCents),
    priceCents,
    cartQuantity: Math.min(cartQuantity, CHECKOUT_LIMITS.quantityMax),
  };
}

/**
 * The cart from its stored JSON value, read without failing: a value that is not a list reads as
 * empty, and entries that are not cart items (or repeat one) are dropped, so a bad value never
 * breaks the shop or the header.
 */
export function toCartItems(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const items: CartItem[] = [];
  for (const entry of stored) {
    const item = toCartItem(entry);
    if (item && !items.some((other) => other._id === item._id)) items.push(item);
  }
  return items;
}
