import {
  CheckoutBody,
  CheckoutSession,
  ErrorResponse,
  Membership,
  Order,
  OrderIdParams,
  OrdersPage,
  OrdersQuery,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { siteOrigin } from '../../lib/site-origin';
import { requireActor, requireSignIn } from '../../plugins/session';
import { type PaymentsContext, paymentsService } from './payments.service';

const memberErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } as const;
const checkoutErrors = { ...writeErrorResponses, 409: ErrorResponse } as const;

/** Checkout, the test checkout's buttons, the member's orders and membership. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  ctx: PaymentsContext;
  publicUrl: string | undefined;
}> = async (app, { ctx, publicUrl }) => {
  const payments = paymentsService(ctx);

  app.post(
    '/stripe/create-checkout-session',
    {
      schema: {
        tags: ['payments'],
        summary: 'Records a pending order priced on the server and opens its checkout',
        description:
          'Either a membership (`statusBadge` Warrior or Legend: a monthly subscription) or the ' +
          'cart (`cartItems`: product ids and quantities; prices are read from the database and ' +
          'the member’s tier discount applied). Answers the URL to send the browser to: Stripe ' +
          'Checkout, or the built-in test checkout when Stripe is not configured.',
        body: CheckoutBody,
        response: { 200: CheckoutSession, ...checkoutErrors },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) =>
      payments.createCheckout(requireActor(request), request.body, siteOrigin(request, publicUrl)),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['payments'],
        summary: 'The member’s orders, newest first',
        querystring: OrdersQuery,
        response: { 200: OrdersPage, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => payments.listOrders(requireActor(request), request.query),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of the member’s orders (404 for anyone else’s)',
        params: OrderIdParams,
        response: { 200: Order, ...memberErrors },
      },
      onRequest: requireSignIn,
    },
    async (request) => payments.getOrder(requireActor(request), request.params.orderId),
  );

  app.post(
    '/test-checkout/:orderId/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pays a test checkout order (no money moves; only without Stripe)',
        params: OrderIdParams,
        response: { 200: CheckoutSession, ...checkoutErrors },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => payments.payTestOrder(requireActor(request), request.params.orderId),
  );

  app.post(
    '/test-checkout/:orderId/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cancels a pending test checkout order',
        params: OrderIdParams,
        response: { 200: CheckoutSession, ...checkoutErrors },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => payments.cancelTestOrder(requireActor(request), request.params.orderId),
  );

  app.get(
    '/membership',
    {
      schema: {
        tags: ['payments'],
        summary: 'The member’s paid tier, until when it is paid and whether it renews',
        response: { 200: Membership, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => payments.getMembership(requireActor(request)),
  );

  app.post(
    '/membership/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stops the membership renewing; it ends with the paid period',
        response: { 200: Membership, ...checkoutErrors },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => payments.cancelMembership(requireActor(request)),
  );
};
