import { COMPANY, type Order, PAYMENT_MESSAGES } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlertIcon, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { writeCartItems } from '../../../lib/storage';
import { usePaidOrder } from '../api/get-order';
import { CheckIcon } from '../components/icons';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

const GO_BACK = <LinkButton to={paths.home.href()}>{PAYMENT_MESSAGES.goBack}</LinkButton>;

const DONE_ICON = (
  <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
    <CheckIcon className="size-8" />
  </span>
);

const ALERT_ICON = (
  <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800">
    <AlertIcon className="size-8" />
  </span>
);

/**
 * /checkout-success ("Payment Done", GO BACK to /). Coming back from a checkout it names the
 * order (?order=): once the server says it is paid, a merch order empties the cart and a
 * membership refreshes the session, so the new badge shows everywhere at once.
 */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  return orderId ? <OrderOutcome orderId={orderId} /> : <PaymentDone />;
}

function PaymentDone({ children }: { children?: string }) {
  return (
    <MessagePage title={PAYMENT_MESSAGES.paymentDone} visual={DONE_ICON} actions={GO_BACK}>
      {children && <p className="font-medium text-ink">{children}</p>}
      <p>
        Thank you for supporting {COMPANY}! Your payment was received successfully. Every
        contribution helps us deliver new features for the community faster.
      </p>
    </MessagePage>
  );
}

/** What a paid order leaves behind, said above the thanks. */
function paidSummary(order: Order): string {
  return order.kind === 'membership'
    ? `Your ${order.tier} membership is active.`
    : `Your order of ${formatCents(order.totalCents)} is paid.`;
}

function OrderOutcome({ orderId }: { orderId: string }) {
  const { order, polling } = usePaidOrder(orderId);
  useFulfilment(order.data);

  if (order.isPending) {
    return (
      <MessagePage title="Confirming your payment" visual={<Spinner size="lg" />} actions={GO_BACK}>
        <p>One moment while we check your order.</p>
      </MessagePage>
    );
  }
  if (order.isError) {
    return (
      <MessagePage title="We could not check your order" visual={ALERT_ICON} actions={GO_BACK}>
        <p role="alert">
          {isHttpError(order.error, 404)
            ? PAYMENT_MESSAGES.orderNotFound
            : errorMessage(order.error, 'Your order could not be loaded. Please reload the page.')}
        </p>
      </MessagePage>
    );
  }
  const { status } = order.data;
  if (status === 'paid') return <PaymentDone>{paidSummary(order.data)}</PaymentDone>;
  if (status === 'pending') {
    return (
      <MessagePage title="Confirming your payment" visual={ALERT_ICON} actions={GO_BACK}>
        <p role="status">
          {polling
            ? 'Your payment is being confirmed. This page updates by itself.'
            : 'Your payment is still being confirmed. It will appear in your orders in Account settings once it is done.'}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Payment not completed" visual={ALERT_ICON} actions={GO_BACK}>
      <p role="alert">
        {status === 'cancelled'
          ? 'This order was cancelled; nothing was charged.'
          : 'The payment for this order failed; nothing was charged.'}
      </p>
    </MessagePage>
  );
}

/**
 * Once the order is paid: a merch order empties the cart (quietly: the page says it is paid) and
 * a membership reads the session again for the new badge. The history entry then remembers it,
 * so reloading this page later does not empty a cart filled since.
 */
function useFulfilment(order: Order | undefined) {
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const done = (location.state as { fulfilled?: unknown } | null)?.fulfilled === true;
  const paidKind = order?.status === 'paid' ? order.kind : null;

  useEffect(() => {
    if (!paidKind || done) return;
    if (paidKind === 'merch') writeCartItems([]);
    else void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void navigate(location, { replace: true, state: { fulfilled: true } });
  }, [paidKind, done, client, navigate, location]);
}
