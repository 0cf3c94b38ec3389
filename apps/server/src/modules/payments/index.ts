/**
 * The payments module's public face: checkout, orders, memberships, the Stripe webhook and the
 * sweep that ends memberships at the end of their paid period. Nothing else of this folder is
 * imported from outside it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { MEMBERSHIP_SWEEP_INTERVAL_MS, sweepMemberships } from './membership-sweep';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsContext } from './payments.service';
import { createStripeProvider } from './providers/stripe-provider';
import { testProvider } from './providers/test-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/**
 * Registers the payment routes with Stripe as the provider when configured (and then its
 * webhook), else the built-in test checkout; sweeps due memberships at start-up and every ten
 * minutes.
 */
export const paymentsModule: FastifyPluginAsyncZod<AppContext> = async (app, appCtx) => {
  const stripe = appCtx.config.stripe ? await createStripeProvider(appCtx.config.stripe) : null;
  const ctx: PaymentsContext = { ...appCtx, provider: stripe ?? testProvider };
  await app.register(paymentsRoutes, { ctx, publicUrl: appCtx.config.publicUrl });
  if (stripe) await app.register(stripeWebhookRoutes, { ctx, stripe });

  const sweep = () =>
    sweepMemberships(ctx).catch((err: unknown) =>
      app.log.warn({ err }, 'ending memberships at the end of their period failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, MEMBERSHIP_SWEEP_INTERVAL_MS);
    // The timer alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
