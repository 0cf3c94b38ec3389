import { type Order, PAYMENT_MESSAGES } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import {
  AlertIcon,
  Button,
  buttonClasses,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useOrder } from '../api/get-order';
import { type TestCheckoutAction, useSettleTestCheckout } from '../api/settle-test-checkout';
import { OrderSummary } from '../components/order-summary';

const STATUS_WORDS: Record<Exclude<Order['status'], 'pending'>, MessageId> = {
  paid: 'checkout.statusPaid',
  cancelled: 'checkout.statusCancelled',
  failed: 'checkout.statusFailed',
};

/**
 * /checkout/test/:orderId: the built-in stand-in for Stripe Checkout (no Stripe key set). It
 * shows the member's pending order, clearly marked as a test payment, with Pay and Cancel; the
 * server answers where to go next, and the browser loads that page afresh (a paid membership
 * changes the session).
 */
export function TestCheckoutPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);

  return (
    <div className="mx-auto w-full max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('checkout.heading')}</h1>
      <p className="mt-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">{t(PAYMENT_MESSAGES.testPayment)}</strong>
          <span className="block text-sm">{t('checkout.testNote')}</span>
        </span>
      </p>
      <div className="mt-6">
        {order.isPending ? (
          <LoadingState label={t('checkout.loading')} />
        ) : order.isError ? (
          isHttpError(order.error, 404) ? (
            <OrderGone message={t(PAYMENT_MESSAGES.orderNotFound)} />
          ) : (
            <ErrorState
              error={order.error}
              fallback={t('checkout.loadFailed')}
              onRetry={() => void order.refetch()}
              retrying={order.isFetching}
            />
          )
        ) : order.data.provider !== 'test' ? (
          <OrderGone message={t(PAYMENT_MESSAGES.orderNotFound)} />
        ) : order.data.status !== 'pending' ? (
          <OrderGone
            message={`${t(PAYMENT_MESSAGES.notPending)}. ${t(STATUS_WORDS[order.data.status])}`}
          />
        ) : (
          <PendingOrder order={order.data} />
        )}
      </div>
    </div>
  );
}

function PendingOrder({ order }: { order: Order }) {
  const t = useT();
  const errorId = useId();
  const settle = useSettleTestCheckout();
  // Once answered, the browser is on its way: the buttons stay busy until the page changes.
  const leaving = settle.isSuccess;
  const run = (action: TestCheckoutAction) =>
    settle.mutate(
      { orderId: order._id, action },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  const busy = (action: TestCheckoutAction) =>
    (settle.isPending || leaving) && settle.variables?.action === action;

  return (
    <Card className="p-4 sm:p-6">
      <OrderSummary order={order} />
      {settle.isError && (
        <p id={errorId} role="alert" className="mt-4 text-sm font-medium text-red-700">
          {errorMessage(settle.error, t('checkout.updateFailed'))}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          loading={busy('cancel')}
          disabled={busy('pay')}
          onClick={() => run('cancel')}
        >
          {t(PAYMENT_MESSAGES.cancel)}
        </Button>
        <Button
          size="lg"
          loading={busy('pay')}
          disabled={busy('cancel')}
          aria-describedby={settle.isError ? errorId : undefined}
          onClick={() => run('pay')}
        >
          {t(PAYMENT_MESSAGES.pay)}
        </Button>
      </div>
    </Card>
  );
}

/** An order this page cannot take payment for: unknown, someone else's, or already settled. */
function OrderGone({ message }: { message: string }) {
  const t = useT();
  return (
    <EmptyState message={message}>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.settings.href()} className={buttonClasses({ variant: 'secondary' })}>
          {t('checkout.yourOrders')}
        </Link>
        <Link to={paths.pricing.href()} className={buttonClasses({ variant: 'secondary' })}>
          {t('checkout.plans')}
        </Link>
        <Link to={paths.shop.href()} className={buttonClasses({ variant: 'secondary' })}>
          {t('shop.heading')}
        </Link>
      </div>
    </EmptyState>
  );
}
