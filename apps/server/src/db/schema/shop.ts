import { ORDER_STATUSES, PRODUCT_STATUSES, STATUS_BADGES } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { users } from './users';

const ORDER_KINDS = ['merch', 'membership'] as const;
const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
const MEMBERSHIP_STATUSES = ['active', 'past_due', 'ended'] as const;

/** The shop's merchandise; prices in US cents. A retired product stays for the orders of it. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The shop's list (status = 'active') oldest first, keyset-paged on (created_at, id).
    index('products_status_created_idx').on(t.status, t.createdAt, t.id),
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_status_check', sql`${t.status} in (${inList(PRODUCT_STATUSES)})`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * Orders of merchandise or memberships, priced on the server when placed. An order outlives the
 * account that placed it as an anonymous record of a payment (user_id set to null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    tier: text('tier', { enum: STATUS_BADGES }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session (Stripe's `cs_…`); unique, so a webhook finds one order. */
    providerSessionId: text('provider_session_id').unique(),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
    paidAt: millis('paid_at'),
  },
  (t) => [
    // A member's orders newest first; deleting a member sets user_id to null without a scan.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('orders_kind_check', sql`${t.kind} in (${inList(ORDER_KINDS)})`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_tier_check', sql`${t.tier} is null or ${t.tier} in (${inList(STATUS_BADGES)})`),
    check('orders_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check('orders_kind_tier_check', sql`(${t.kind} = 'membership') = (${t.tier} is not null)`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents}`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** The lines of a merchandise order, with the title and price they were bought at. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_total_check', sql`${t.totalCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * A member's paid tier: one row per member who ever paid. `tier` and the member's
 * `users.status_badge` change together; `current_period_end` is until when it is paid.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: STATUS_BADGES }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodEnd: millis('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * When the provider produced the newest event applied to this row: an older event arriving
     * late changes nothing, so any delivery order reaches the same final state.
     */
    providerUpdatedAt: millis('provider_updated_at'),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The sweep that ends memberships whose paid period is over.
    index('memberships_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('memberships_tier_check', sql`${t.tier} in (${inList(STATUS_BADGES)})`),
    check('memberships_status_check', sql`${t.status} in (${inList(MEMBERSHIP_STATUSES)})`),
    check('memberships_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;

/** Payment provider events already handled: a redelivered event id changes nothing again. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: millis('received_at').notNull().defaultNow(),
});
