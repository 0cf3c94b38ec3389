import { ErrorResponse } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsContext } from './payments.service';
import type { StripeProvider } from './providers/stripe-provider';
import { stripeWebhooks } from './stripe-webhooks';

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this plugin (and only it)
 * keeps JSON bodies as the raw Buffer; the signature is checked before anything is parsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  ctx: PaymentsContext;
  stripe: StripeProvider;
}> = async (app, { ctx, stripe }) => {
  const webhooks = stripeWebhooks(ctx);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Receives Stripe events (signed; verified on the raw body)',
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponse },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = stripe.verifyEvent(raw, typeof signature === 'string' ? signature : undefined);
      await webhooks.handle(event);
      return { received: true as const };
    },
  );
};
