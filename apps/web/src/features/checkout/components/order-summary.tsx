import type { Order } from '@one-world/contract';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';

function Row({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold text-ink' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * What the order charges: a membership's tier and monthly price, or the merch lines with the
 * subtotal, the member's tier discount and the total, all as the server priced them.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section aria-labelledby="order-summary" className="text-sm text-slate-700">
      <h2 id="order-summary" className="text-lg font-semibold text-ink">
        {t('checkout.orderSummary')}
      </h2>
      {order.tier ? (
        <div className="mt-4 flex items-center justify-between gap-4 rounded-xl bg-slate-50 p-4">
          <p className="font-medium text-ink">{t('checkout.membership', { tier: order.tier })}</p>
          <p className="text-end">
            <FormattedMessage
              id="checkout.monthly"
              values={{
                amount: formatCents(order.totalCents),
                price: (chunks) => (
                  <span className="text-lg font-semibold text-ink tabular-nums">{chunks}</span>
                ),
              }}
            />
          </p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {order.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-4 py-3">
              <span>
                <span dir="auto" className="font-medium text-ink">
                  {line.title}
                </span>
                <span className="block text-slate-600">
                  {t('checkout.lineQuantity', {
                    quantity: line.quantity,
                    price: formatCents(line.unitPriceCents),
                  })}
                </span>
              </span>
              <span className="tabular-nums">{formatCents(line.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2">
        {order.tier ? null : (
          <>
            <Row label={t('checkout.subtotal')} amount={formatCents(order.subtotalCents)} />
            {order.discountCents > 0 && (
              <Row
                label={t('checkout.memberDiscount', { percent: order.discountPercent })}
                amount={`−${formatCents(order.discountCents)}`}
              />
            )}
          </>
        )}
        <Row
          label={order.tier ? t('checkout.dueToday') : t('checkout.total')}
          amount={formatCents(order.totalCents)}
          strong
        />
      </dl>
    </section>
  );
}
