import type { Membership, Order, OrdersPage } from '@one-world/contract';
import type { MembershipRow } from '../../db/schema';
import type { Page } from '../../lib/keyset-cursor';
import type { OrderWithLines } from './payments.repository';

/** An order as its member sees it, amounts in US cents. */
export function toOrder(order: OrderWithLines): Order {
  return {
    _id: order.id,
    kind: order.kind,
    status: order.status,
    tier: order.tier,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      totalCents: line.totalCents,
    })),
    subtotalCents: order.subtotalCents,
    discountPercent: order.discountPercent,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    currency: order.currency,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** A page of the member's orders with its continuation cursor. */
export function toOrdersPage(page: Page<OrderWithLines>): OrdersPage {
  return { orders: page.items.map(toOrder), nextCursor: page.nextCursor };
}

/** The member's membership; Basic (never paid) is status `none`, an ended one shows no tier. */
export function toMembership(row: MembershipRow | null): Membership {
  if (!row) return { tier: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    tier: row.status === 'ended' ? null : row.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.status !== 'ended' && row.cancelAtPeriodEnd,
  };
}
