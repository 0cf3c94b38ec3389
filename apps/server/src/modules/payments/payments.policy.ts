import { PAYMENT_MESSAGES } from '@one-world/contract';
import { type Actor, definePolicy } from '../../lib/policy';

const isOwner = (actor: Actor | null, resource: { userId: string | null }) =>
  actor !== null && resource.userId === actor.id;

/** An order's owner at the test checkout: Stripe's orders are paid on Stripe's page only. */
const isOwnTestOrder = (actor: Actor | null, order: OrderRef) =>
  isOwner(actor, order) && order.provider === 'test';

interface OrderRef {
  userId: string | null;
  provider: 'stripe' | 'test';
}

/**
 * Who may do what to an order: only the member who placed it reads it, and pays or cancels it
 * with the test checkout's buttons. Services answer a refusal with a 404, so an order id tells a
 * stranger nothing.
 */
export const orderPolicy = definePolicy({
  read: {
    rule: (actor, order: OrderRef) => isOwner(actor, order),
    refusal: PAYMENT_MESSAGES.orderNotFound,
  },
  pay: { rule: isOwnTestOrder, refusal: PAYMENT_MESSAGES.orderNotFound },
  cancel: { rule: isOwnTestOrder, refusal: PAYMENT_MESSAGES.orderNotFound },
});

/** Who may act on a membership: only its member cancels it. */
export const membershipPolicy = definePolicy({
  cancel: { rule: isOwner, refusal: 'payments.cancelOwnOnly' },
});
