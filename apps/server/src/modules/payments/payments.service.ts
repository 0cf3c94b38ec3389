import {
  type CheckoutBody,
  type CheckoutSession,
  CURRENCY,
  type Membership,
  type Order,
  type OrdersPage,
  type OrdersQuery,
  PAYMENT_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { OrderRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { conflict, notFound, unauthorized } from '../../lib/http-errors';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { assertSelf } from '../../plugins/session';
import { findProductsForPricing } from '../products';
import { findCheckoutDetails } from '../users';
import { applySubscription, fulfil, saveMembership } from './fulfilment';
import { membershipPolicy, orderPolicy } from './payments.policy';
import { toMembership, toOrder, toOrdersPage } from './payments.presenter';
import { type OrderWithLines, paymentsRepository } from './payments.repository';
import { priceCart, priceMembership } from './pricing';
import type { PaymentProvider } from './providers/payment-provider';

/** What the payments services are built from: the app's services and who takes the money. */
export interface PaymentsContext extends ServiceContext {
  provider: PaymentProvider;
}

// The web's pages a checkout comes back to (apps/web/src/config/paths.ts).
const SUCCESS_PATH = '/checkout-success';
const CART_PATH = '/cart';
const PRICING_PATH = '/pricing';

const successPath = (orderId: string) => `${SUCCESS_PATH}?order=${encodeURIComponent(orderId)}`;
const returnPath = (order: { kind: 'merch' | 'membership' }) =>
  order.kind === 'membership' ? PRICING_PATH : CART_PATH;

/** Refuses with a 404 unless the order exists and the actor may do `action` to it. */
function assertOrderAllowed<T extends OrderRow>(
  actor: Actor,
  action: 'read' | 'pay' | 'cancel',
  order: T | null,
): asserts order is T {
  // Someone else's order is not theirs to know of: the same 404 as no order at all.
  if (!order || !orderPolicy.can(actor, action, order)) {
    throw notFound(PAYMENT_MESSAGES.orderNotFound);
  }
}

/** Checkout, orders and memberships of the signed-in member. */
export function paymentsService(ctx: PaymentsContext) {
  const repo = paymentsRepository(ctx.db);

  /** Records the order and its lines as pending, priced from the database. */
  const recordOrder = (
    actor: Actor,
    body: z.output<typeof CheckoutBody>,
    statusBadge: Membership['tier'],
  ): Promise<OrderWithLines> =>
    withTransaction(ctx, async (tx, events) => {
      const tier = body.statusBadge ?? null;
      let priced: ReturnType<typeof priceMembership>;
      if (tier) {
        const current = await paymentsRepository(tx).findMembership(actor.id);
        // A renewing membership is changed by cancelling it first: buying the other tier beside
        // it would leave the provider charging for both.
        if (current && current.status !== 'ended' && !current.cancelAtPeriodEnd) {
          throw conflict(
            current.tier === tier ? PAYMENT_MESSAGES.alreadyMember : PAYMENT_MESSAGES.changeTier,
          );
        }
        priced = priceMembership(tier);
      } else {
        const cart = body.cartItems ?? [];
        const ids = [...new Set(cart.map((line) => line.productId))];
        priced = priceCart(cart, await findProductsForPricing(tx, ids), statusBadge);
      }
      const { lines, ...amounts } = priced;
      const order = await paymentsRepository(tx).insertOrder(
        {
          userId: actor.id,
          kind: tier ? 'membership' : 'merch',
          tier,
          currency: CURRENCY,
          provider: ctx.provider.name,
          ...amounts,
        },
        lines,
      );
      events.record('order.created', { orderId: order.id, userId: actor.id, kind: order.kind });
      return order;
    });

  /** Closes a pending order that will not be paid (its checkout failed or was cancelled). */
  const closeOrder = (order: OrderRow, status: 'failed' | 'cancelled') =>
    withTransaction(ctx, async (tx, events) => {
      const locked = await paymentsRepository(tx).findOrderForUpdate(order.id);
      if (locked?.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPending);
      await paymentsRepository(tx).setOrderStatus(order.id, status, ctx.clock.now());
      if (order.userId)
        events.record('order.closed', { orderId: order.id, userId: order.userId, status });
    });

  return {
    /**
     * Records a pending order priced on the server (the member's tier discount on merchandise;
     * client prices are never read) and opens its checkout, answering where the browser goes.
     */
    async createCheckout(
      actor: Actor,
      body: z.output<typeof CheckoutBody>,
      siteUrl: string,
    ): Promise<CheckoutSession> {
      assertSelf(actor, body.id);
      const member = await findCheckoutDetails(ctx.db, actor.id);
      if (!member) throw unauthorized();
      const order = await recordOrder(actor, body, member.statusBadge);
      try {
        const { url, sessionId } = await ctx.provider.createCheckout({
          order,
          customerEmail: member.email,
          baseUrl: siteUrl,
          successUrl: `${siteUrl}${successPath(order.id)}`,
          cancelUrl: `${siteUrl}${returnPath(order)}`,
        });
        await repo.setSessionId(order.id, sessionId);
        return { url };
      } catch (err) {
        await closeOrder(order, 'failed');
        throw err;
      }
    },

    /** The actor's orders, newest first. */
    async listOrders(actor: Actor, query: z.output<typeof OrdersQuery>): Promise<OrdersPage> {
      const rows = await repo.listOrders(actor.id, decodeCursor(query.cursor), query.limit + 1);
      return toOrdersPage(pageOf(rows, query.limit));
    },

    /** One of the actor's orders; 404 for anyone else's. */
    async getOrder(actor: Actor, orderId: string): Promise<Order> {
      const order = await repo.findOrder(orderId);
      assertOrderAllowed(actor, 'read', order);
      return toOrder(order);
    },

    /**
     * The test checkout's Pay: runs the same fulfilment as Stripe's webhook on the actor's
     * pending test order; answers the "Payment Done" page to go to.
     */
    async payTestOrder(actor: Actor, orderId: string): Promise<CheckoutSession> {
      await withTransaction(ctx, async (tx, events) => {
        const order = await paymentsRepository(tx).findOrderForUpdate(orderId);
        assertOrderAllowed(actor, 'pay', order);
        if (order.status !== 'pending') throw conflict(PAYMENT_MESSAGES.notPending);
        const now = ctx.clock.now();
        await fulfil(tx, events, order, { at: now, now, subscription: null });
      });
      return { url: successPath(orderId) };
    },

    /** The test checkout's Cancel: the pending order is cancelled; answers where to go back to. */
    async cancelTestOrder(actor: Actor, orderId: string): Promise<CheckoutSession> {
      const order = await repo.findOrder(orderId);
      assertOrderAllowed(actor, 'cancel', order);
      await closeOrder(order, 'cancelled');
      return { url: returnPath(order) };
    },

    /** The actor's membership (Basic when they never paid). */
    async getMembership(actor: Actor): Promise<Membership> {
      return toMembership(await repo.findMembership(actor.id));
    },

    /**
     * Stops the actor's membership renewing: it stays (badge and discount) until the paid period
     * ends, then the sweep returns them to Basic. Asking twice changes nothing more.
     */
    async cancelMembership(actor: Actor): Promise<Membership> {
      const current = await repo.findMembership(actor.id);
      if (!current || current.status === 'ended') throw conflict(PAYMENT_MESSAGES.noMembership);
      membershipPolicy.authorize(actor, 'cancel', current);
      if (current.cancelAtPeriodEnd) return toMembership(current);
      const state = current.providerSubscriptionId
        ? await ctx.provider.cancelAtPeriodEnd(current.providerSubscriptionId)
        : null;
      await withTransaction(ctx, async (tx, events) => {
        const now = ctx.clock.now();
        if (state) return applySubscription(tx, events, state, { at: now, now });
        const locked = await paymentsRepository(tx).findMembershipForUpdate(actor.id);
        if (!locked || locked.status === 'ended') return;
        await saveMembership(tx, events, locked, { ...locked, cancelAtPeriodEnd: true }, now);
      });
      return toMembership(await repo.findMembership(actor.id));
    },
  };
}
