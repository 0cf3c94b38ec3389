import type { MessageId } from '@one-world/i18n';
import { z } from 'zod';
import { ActingUserId, Cursor, pageLimit } from './common';
import { CHECKOUT_LIMITS, STATUS_BADGES } from './constants';

/** Texts of checkout, the test checkout page, orders and memberships. */
export const PAYMENT_MESSAGES = {
  oneKind: 'payments.oneKind',
  emptyCart: 'payments.emptyCart',
  unknownProduct: 'payments.unknownProduct',
  orderNotFound: 'payments.orderNotFound',
  notPending: 'payments.notPending',
  alreadyMember: 'payments.alreadyMember',
  changeTier: 'payments.changeTier',
  noMembership: 'payments.noMembership',
  testPayment: 'payments.testPayment',
  pay: 'payments.pay',
  cancel: 'payments.cancel',
  paymentDone: 'payments.paymentDone',
  goBack: 'payments.goBack',
  badSignature: 'payments.badSignature',
} as const satisfies Record<string, MessageId>;

/**
 * One cart line as the spec's client sends it (SPEC §3 Cart item): the product's `_id` (or
 * `id`) and `cartQuantity`. Its `title`, `price` and any other product field are read and
 * ignored: the server prices every order from the database.
 */
export const CheckoutCartItem = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    cartQuantity: z
      .number({ error: 'payments.quantityNotNumber' })
      .int({ message: 'payments.quantityWhole' })
      .min(1, { message: 'payments.quantityTooLow' })
      .max(CHECKOUT_LIMITS.quantityMax, { message: 'payments.quantityTooHigh' }),
  })
  .transform((item, ctx) => {
    const productId = z.uuid().safeParse(item._id ?? item.id);
    if (!productId.success) {
      ctx.addIssue({ code: 'custom', path: ['_id'], message: 'payments.invalidProductId' });
      return z.NEVER;
    }
    return { productId: productId.data, quantity: item.cartQuantity };
  });

/**
 * POST /api/stripe/create-checkout-session (SPEC §7: `cartItems`, `id`, `statusBadge`): either a
 * membership (`statusBadge` Warrior or Legend, a monthly subscription) or merchandise
 * (`cartItems`, a one-off payment), never both. `id`, when sent, must be the session user.
 */
export const CheckoutBody = z
  .object({
    cartItems: z
      .array(CheckoutCartItem)
      .max(CHECKOUT_LIMITS.linesMax, { message: 'payments.tooManyLines' })
      .optional(),
    id: ActingUserId,
    statusBadge: z.enum(STATUS_BADGES, { error: 'payments.chooseTier' }).optional(),
  })
  .refine((body) => (body.statusBadge === undefined) !== (body.cartItems === undefined), {
    message: PAYMENT_MESSAGES.oneKind,
  })
  .refine((body) => body.cartItems === undefined || body.cartItems.length > 0, {
    message: PAYMENT_MESSAGES.emptyCart,
    path: ['cartItems'],
  });
export type CheckoutBody = z.input<typeof CheckoutBody>;

/** Where the browser goes to pay: Stripe Checkout, or the built-in test checkout page. */
export const CheckoutSession = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderId = z.uuid({ message: 'payments.invalidOrderId' });
export const OrderIdParams = z.object({ orderId: OrderId });

/** One line of an order, priced when it was placed. */
export const OrderLine = z.object({
  productId: z.string(),
  title: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * An order: merchandise (lines, the member's tier discount) or a membership (`tier`, the monthly
 * price). Amounts are US cents; `provider` says who takes the payment.
 */
export const Order = z.object({
  _id: z.string(),
  kind: z.enum(['merch', 'membership']),
  status: z.enum(ORDER_STATUSES),
  tier: z.enum(STATUS_BADGES).nullable(),
  lines: z.array(OrderLine),
  subtotalCents: z.number().int(),
  discountPercent: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

/** GET /api/orders: the member's own orders, newest first, keyset-paged. */
export const OrdersQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(CHECKOUT_LIMITS.ordersPageDefault, CHECKOUT_LIMITS.ordersPageMax),
});
export type OrdersQuery = z.input<typeof OrdersQuery>;

export const OrdersPage = z.object({ orders: z.array(Order), nextCursor: z.string().nullable() });
export type OrdersPage = z.infer<typeof OrdersPage>;

/**
 * GET /api/membership: the member's paid tier (null on Basic), until when it is paid, and
 * whether it ends then (cancelled) instead of renewing.
 */
export const Membership = z.object({
  tier: z.enum(STATUS_BADGES).nullable(),
  status: z.enum(['none', 'active', 'past_due', 'ended']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Membership = z.infer<typeof Membership>;
