import type { Order } from '@one-world/contract';
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
import { formatCents } from '../../../lib/money';
import { useMyOrders } from '../api/get-orders';

const STATUS_STYLES: Record<Order['status'], { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'bg-brand-100 text-brand-800' },
  pending: { label: 'Waiting for payment', className: 'bg-amber-100 text-amber-900' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700' },
  failed: { label: 'Payment failed', className: 'bg-red-100 text-red-800' },
};

/** "Legend membership", or the merch lines: "Mug × 2, Tote bag". */
function orderName(order: Order): string {
  if (order.tier) return `${order.tier} membership`;
  return order.lines
    .map((line) => (line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title))
    .join(', ');
}

function OrderRow({ order }: { order: Order }) {
  const status = STATUS_STYLES[order.status];
  const payable = order.status === 'pending' && order.provider === 'test';
  return (
    <article className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h4 className="font-medium break-words text-ink">{orderName(order)}</h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <LongDate iso={order.createdAt} />
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', status.className)}>
            {status.label}
          </span>
          {payable && (
            <Link
              to={paths.testCheckout.href(order._id)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              Go to payment
            </Link>
          )}
        </p>
      </div>
      <p className="shrink-0 font-semibold text-ink tabular-nums">
        {formatCents(order.totalCents)}
        {order.tier ? <span className="font-normal text-slate-600"> monthly</span> : null}
      </p>
    </article>
  );
}

/** The member's orders, newest first, paged with LoadMore. */
export function OrderHistory() {
  const orders = useMyOrders();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  if (orders.isPending) return <Spinner size="sm" label="Loading your orders" />;
  if (orders.isError && list.length === 0) {
    return (
      <ErrorState
        error={orders.error}
        fallback="Your orders could not be loaded."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState message="No orders yet.">
        <Link to={paths.shop.href()} className={buttonClasses({ variant: 'secondary' })}>
          Visit the shop
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label="Your orders" className="divide-y divide-slate-200 border-y border-slate-200">
        {list.map((order) => (
          <li key={order._id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      <LoadMore list={orders} errorFallback="More orders could not be loaded." spacing="mt-4" />
    </>
  );
}
