import { CHECKOUT_LIMITS, PAYMENT_MESSAGES, type StatusBadge, TIERS } from '@one-world/contract';
import { msg } from '@one-world/i18n';
import { badRequest } from '../../lib/http-errors';
import type { NewOrderLine } from './payments.repository';

/** What an order costs: its lines and amounts in US cents. */
export interface Priced {
  lines: NewOrderLine[];
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
}

/** A cart line as the checkout body gives it. */
export interface CartLine {
  productId: string;
  quantity: number;
}

/**
 * Prices a cart from the database's products and the member's tier. Two lines of one product are
 * merged (the cart never holds one twice, but a hand-made request may) within the quantity
 * limit; a product missing from `products` (unknown or retired) refuses the whole order. The
 * discount is rounded half up on the subtotal, once, so the total never drifts by a cent a line.
 */
export function priceCart(
  cart: readonly CartLine[],
  products: readonly { id: string; title: string; priceCents: number }[],
  tier: StatusBadge | null,
): Priced {
  const quantities = new Map<string, number>();
  for (const line of cart) {
    const quantity = (quantities.get(line.productId) ?? 0) + line.quantity;
    if (quantity > CHECKOUT_LIMITS.quantityMax) {
      throw badRequest(msg('payments.quantityTooHigh', { maximum: CHECKOUT_LIMITS.quantityMax }));
    }
    quantities.set(line.productId, quantity);
  }
  const lines = [...quantities].map(([productId, quantity]) => {
    const product = products.find((p) => p.id === productId);
    if (!product) throw badRequest(PAYMENT_MESSAGES.unknownProduct);
    return {
      productId,
      title: product.title,
      unitPriceCents: product.priceCents,
      quantity,
      totalCents: product.priceCents * quantity,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountPercent = TIERS[tier ?? 'Basic'].discountPercent;
  const discountCents = Math.floor((subtotalCents * discountPercent + 50) / 100);
  return {
    lines,
    subtotalCents,
    discountPercent,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}

/** What a month of a tier costs: no lines, no discount. */
export function priceMembership(tier: StatusBadge): Priced {
  const { priceCents } = TIERS[tier];
  return {
    lines: [],
    subtotalCents: priceCents,
    discountPercent: 0,
    discountCents: 0,
    totalCents: priceCents,
  };
}
