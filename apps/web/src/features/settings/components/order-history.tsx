import type { Order } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { Link } from 'react-router';
import {
  buttonClasses,
  EmptyState,
  ErrorState,
  LoadMore,
  LongDate,
  Spinner,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { useMyOrders } from '../api/get-orders';

const STATUS_STYLES: Record<Order['status'], { label: MessageId; className: string }> = {
  paid: { label: 'settings.orderPaid', className: 'bg-brand-100 text-brand-800' },
  pending: { label: 'settings.orderPending', className: 'bg-amber-100 text-amber-900' },
  cancelled: { label: 'settings.orderCancelled', className: 'bg-slate-100 text-slate-700' },
  failed: { label: 'settings.orderFailed', className: 'bg-red-100 text-red-800' },
};

/** "Legend membership", or the merch lines: "Mug × 2, Tote bag" (a list in the reader's way). */
function useOrderName(): (order: Order) => string {
  const t = useT();
  const { locale } = useLocale();
  return (order) => {
    if (order.tier) return t('settings.tierMembership', { tier: order.tier });
    const lines = order.lines.map((line) =>
      line.quantity > 1
        ? t('settings.orderLine', { title: line.title, quantity: line.quantity })
        : line.title,
    );
    return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(lines);
  };
}

function OrderRow({ order }: { order: Order }) {
  const t = useT();
  const orderName = useOrderName();
  const status = STATUS_STYLES[order.status];
  const payable = order.status === 'pending' && order.provider === 'test';
  return (
    <article className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h4 className="font-medium break-words text-ink">{orderName(order)}</h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <LongDate iso={order.createdAt} />
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', status.className)}>
            {t(status.label)}
          </span>
          {payable && (
            <Link
              to={paths.testCheckout.href(order._id)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              {t('settings.goToPayment')}
            </Link>
          )}
        </p>
      </div>
      <p className="shrink-0 font-semibold text-ink tabular-nums">
        {formatCents(order.totalCents)}
        {order.tier ? (
          <span className="font-normal text-slate-600"> {t('settings.monthly')}</span>
        ) : null}
      </p>
    </article>
  );
}

/** The member's orders, newest first, paged with LoadMore. */
export function OrderHistory() {
  const orders = useMyOrders();
  const t = useT();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  if (orders.isPending) return <Spinner size="sm" label={t('settings.loadingOrders')} />;
  if (orders.isError && list.length === 0) {
    return (
      <ErrorState
        error={orders.error}
        fallback={t('settings.ordersLoadFailed')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState message={t('settings.noOrders')}>
        <Link to={paths.shop.href()} className={buttonClasses({ variant: 'secondary' })}>
          {t('settings.visitShop')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        aria-label={t('settings.yourOrders')}
        className="divide-y divide-slate-200 border-y border-slate-200"
      >
        {list.map((order) => (
          <li key={order._id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      <LoadMore list={orders} errorFallback={t('settings.moreOrdersFailed')} spacing="mt-4" />
    </>
  );
}
