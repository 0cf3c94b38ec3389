import type { OrderStatus, StatusBadge } from '@one-world/contract';
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type MembershipRow,
  memberships,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  paymentEvents,
} from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

export type NewOrder = Pick<
  OrderRow,
  | 'userId'
  | 'kind'
  | 'tier'
  | 'subtotalCents'
  | 'discountPercent'
  | 'discountCents'
  | 'totalCents'
  | 'currency'
  | 'provider'
>;

export type NewOrderLine = Omit<OrderLineRow, 'orderId' | 'lineNo'>;

/** An order with its lines, as every answer about it shows it. */
export interface OrderWithLines extends OrderRow {
  lines: OrderLineRow[];
}

/** What a membership row is set to by a payment, a provider event or the sweep. */
export type MembershipState = Omit<MembershipRow, 'updatedAt'>;

/** All SQL about orders, memberships and the provider events already handled. */
export function paymentsRepository(db: Executor) {
  const linesOf = async (orderIds: string[]): Promise<OrderLineRow[]> =>
    orderIds.length === 0
      ? []
      : db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds))
          .orderBy(orderLines.orderId, orderLines.lineNo);

  const withLines = async (rows: OrderRow[]): Promise<OrderWithLines[]> => {
    const lines = await linesOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.orderId === r.id) }));
  };

  return {
    /** Records a pending order and its lines, numbered in the order given. */
    async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<OrderWithLines> {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('insert into orders returned no row');
      const numbered = lines.map((line, i) => ({ ...line, orderId: row.id, lineNo: i + 1 }));
      if (numbered.length > 0) await db.insert(orderLines).values(numbered);
      return { ...row, lines: numbered };
    },

    async setSessionId(orderId: string, providerSessionId: string): Promise<void> {
      await db.update(orders).set({ providerSessionId }).where(eq(orders.id, orderId));
    },

    async findOrder(orderId: string): Promise<OrderWithLines | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return (await withLines(rows))[0] ?? null;
    },

    /** The order, locked until the transaction ends: its payment is decided once. */
    async findOrderForUpdate(orderId: string): Promise<OrderRow | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return rows[0] ?? null;
    },

    /** A member's orders newest first, after the keyset when given. */
    async listOrders(
      userId: string,
      after: Keyset | undefined,
      take: number,
    ): Promise<OrderWithLines[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            after
              ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(take);
      return withLines(rows);
    },

    async setOrderStatus(
      orderId: string,
      status: OrderStatus,
      at: Date,
      paidAt: Date | null = null,
    ): Promise<void> {
      await db
        .update(orders)
        .set({ status, updatedAt: at, ...(paidAt ? { paidAt } : {}) })
        .where(eq(orders.id, orderId));
    },

    async findMembership(userId: string): Promise<MembershipRow | null> {
      const rows = await db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The member's membership, locked until the transaction ends. */
    async findMembershipForUpdate(userId: string): Promise<MembershipRow | null> {
      const rows = await db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .for('update');
      return rows[0] ?? null;
    },

    /** The membership a provider subscription pays for, locked until the transaction ends. */
    async findMembershipBySubscriptionForUpdate(
      subscriptionId: string,
    ): Promise<MembershipRow | null> {
      const rows = await db
        .select()
        .from(memberships)
        .where(eq(memberships.providerSubscriptionId, subscriptionId))
        .for('update');
      return rows[0] ?? null;
    },

    /** Writes the member's membership as given (one row per member). */
    async saveMembership(state: MembershipState, at: Date): Promise<MembershipRow> {
      const { userId, ...rest } = state;
      const [row] = await db
        .insert(memberships)
        .values({ ...state, updatedAt: at })
        .onConflictDoUpdate({ target: memberships.userId, set: { ...rest, updatedAt: at } })
        .returning();
      if (!row) throw new Error('upsert of memberships returned no row');
      return row;
    },

    /**
     * Members whose paid period is over and whose membership the sweep decides: the cancelled
     * ones (they end) and the test checkout's (they renew or end).
     */
    async membershipsDue(now: Date): Promise<{ userId: string; tier: StatusBadge }[]> {
      return db
        .select({ userId: memberships.userId, tier: memberships.tier })
        .from(memberships)
        .where(
          and(
            inArray(memberships.status, ['active', 'past_due']),
            lte(memberships.currentPeriodEnd, now),
            or(eq(memberships.cancelAtPeriodEnd, true), eq(memberships.provider, 'test')),
          ),
        );
    },

    /**
     * Claims a provider event id: false when it was already handled. Inside the transaction
     * that applies the event, so a concurrent delivery waits for it and then finds it taken.
     */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
  };
}
