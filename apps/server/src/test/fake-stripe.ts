import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../config';

/** A form-encoded Stripe request body (`line_items[0][price_data][unit_amount]=500`) as objects. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

/** A subscription as the fake keeps it: the fields the server reads. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
}

export interface FakeStripe {
  /** Settings that send the real SDK here; the webhook secret signs the test events. */
  settings: StripeSettings;
  /** Every checkout session created, by id, with the parameters the server sent. */
  sessions: Map<string, FormObject>;
  /** Every coupon created, by id. */
  coupons: Map<string, FormObject>;
  subscriptions: Map<string, FakeSubscription>;
  /**
   * What Stripe sends once the member pays on its page: a `checkout.session.completed` event for
   * the session (in subscription mode, a new active subscription carrying the checkout's metadata).
   */
  completeCheckout(sessionId: string, created?: number): Stripe.Event;
  /** A `customer.subscription.*` event with the subscription as it is now (after `changes`). */
  subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    subscriptionId: string,
    changes?: Partial<FakeSubscription>,
    created?: number,
  ): Stripe.Event;
  /** An `invoice.payment_failed` event for the subscription. */
  invoiceFailedEvent(subscriptionId: string, created?: number): Stripe.Event;
  /** The `stripe-signature` header for a body, signed `timestamp` (seconds; now by default). */
  sign(body: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Reads Stripe's bracketed form encoding into nested objects and arrays. */
function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const missing = (res: ServerResponse, what: string) =>
  send(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });

/**
 * A small in-memory Stripe API on 127.0.0.1 for tests, reached by the real SDK (its host, port
 * and protocol options): creates coupons and checkout sessions (payment and subscription mode),
 * retrieves and updates subscriptions. It checks the secret key, and makes the signed events
 * Stripe would send, with the SDK's own test signature helper.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake';
  const webhookSecret = 'whsec_fake';
  const sessions = new Map<string, FormObject>();
  const coupons = new Map<string, FormObject>();
  const subscriptions = new Map<string, FakeSubscription>();
  const stripe = new Stripe(secretKey);

  const server = createServer(async (req, res) => {
    const params = parseForm(await readBody(req));
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Bad key' } });
    }
    const path = new URL(req.url ?? '/', 'http://stripe').pathname;
    if (req.method === 'POST' && path === '/v1/coupons') {
      const id = newId('coupon');
      coupons.set(id, params);
      return send(res, 200, { id, object: 'coupon', ...params });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      sessions.set(id, params);
      return send(res, 200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ''));
      if (!subscription) return missing(res, 'subscription');
      if (req.method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return send(res, 200, subscription);
    }
    return missing(res, `route ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown, created = nowSeconds()) =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    }) as unknown as Stripe.Event;

  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`the fake Stripe has no subscription ${id}`);
    return subscription;
  };

  return {
    settings: { secretKey, webhookSecret, apiUrl: `http://127.0.0.1:${port}` },
    sessions,
    coupons,
    subscriptions,
    completeCheckout(sessionId, created) {
      const params = sessions.get(sessionId);
      if (!params) throw new Error(`the fake Stripe has no checkout session ${sessionId}`);
      const customer = newId('cus');
      let subscription: string | null = null;
      if (params.mode === 'subscription') {
        subscription = newId('sub');
        const data = params.subscription_data as FormObject | undefined;
        subscriptions.set(subscription, {
          id: subscription,
          object: 'subscription',
          customer,
          status: 'active',
          cancel_at_period_end: false,
          metadata: (data?.metadata ?? {}) as Record<string, string>,
          items: {
            object: 'list',
            data: [{ id: newId('si'), current_period_end: nowSeconds() + 30 * 24 * 3600 }],
          },
        });
      }
      return event(
        'checkout.session.completed',
        {
          id: sessionId,
          object: 'checkout.session',
          mode: params.mode,
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          customer,
          subscription,
        },
        created,
      );
    },
    subscriptionEvent(type, subscriptionId, changes = {}, created) {
      const subscription = Object.assign(subscriptionOf(subscriptionId), changes);
      return event(type, structuredClone(subscription), created);
    },
    invoiceFailedEvent(subscriptionId, created) {
      const subscription = subscriptionOf(subscriptionId);
      return event(
        'invoice.payment_failed',
        {
          id: newId('in'),
          object: 'invoice',
          customer: subscription.customer,
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
          },
        },
        created,
      );
    },
    sign(body, { timestamp = nowSeconds(), secret = webhookSecret } = {}) {
      return stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
