import { COMPANY, CURRENCY, type Order, PAYMENT_MESSAGES } from '@one-world/contract';
import { msg, type Translatable } from '@one-world/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlertIcon, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { writeCartItems } from '../../../lib/storage';
import { usePaidOrder } from '../api/get-order';
import { CheckIcon } from '../components/icons';
import { LinkButton } from '../components/link-button';
import { MessagePage } from '../components/message-page';

/** GO BACK, to the home page. */
function GoBack() {
  const t = useT();
  return <LinkButton to={paths.home.href()}>{t(PAYMENT_MESSAGES.goBack)}</LinkButton>;
}

const GO_BACK = <GoBack />;

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
  const t = useT();
  return (
    <MessagePage title={t(PAYMENT_MESSAGES.paymentDone)} visual={DONE_ICON} actions={GO_BACK}>
      {children && <p className="font-medium text-ink">{children}</p>}
      <p>{t('pages.checkout.thanks', { company: COMPANY })}</p>
    </MessagePage>
  );
}

/** What a paid order leaves behind, said above the thanks (the total in the reader's language). */
function paidSummary(order: Order, intl: IntlShape): Translatable {
  return order.kind === 'membership'
    ? msg('pages.checkout.membershipActive', { tier: order.tier ?? '' })
    : msg('pages.checkout.orderPaid', {
        total: intl.formatNumber(order.totalCents / 100, { style: 'currency', currency: CURRENCY }),
      });
}

function OrderOutcome({ orderId }: { orderId: string }) {
  const t = useT();
  const intl = useIntl();
  const { order, polling } = usePaidOrder(orderId);
  useFulfilment(order.data);

  if (order.isPending) {
    return (
      <MessagePage
        title={t('pages.checkout.confirmingTitle')}
        visual={<Spinner size="lg" />}
        actions={GO_BACK}
      >
        <p>{t('pages.checkout.checking')}</p>
      </MessagePage>
    );
  }
  if (order.isError) {
    return (
      <MessagePage
        title={t('pages.checkout.checkFailedTitle')}
        visual={ALERT_ICON}
        actions={GO_BACK}
      >
        <p role="alert">
          {isHttpError(order.error, 404)
            ? t(PAYMENT_MESSAGES.orderNotFound)
            : errorMessage(order.error, t('pages.checkout.loadFailed'))}
        </p>
      </MessagePage>
    );
  }
  const { status } = order.data;
  if (status === 'paid') return <PaymentDone>{t(paidSummary(order.data, intl))}</PaymentDone>;
  if (status === 'pending') {
    return (
      <MessagePage
        title={t('pages.checkout.confirmingTitle')}
        visual={ALERT_ICON}
        actions={GO_BACK}
      >
        <p role="status">
          {polling ? t('pages.checkout.beingConfirmed') : t('pages.checkout.stillConfirming')}
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title={t('pages.checkout.notCompletedTitle')}
      visual={ALERT_ICON}
      actions={GO_BACK}
    >
      <p role="alert">
        {status === 'cancelled' ? t('pages.checkout.cancelled') : t('pages.checkout.failed')}
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
