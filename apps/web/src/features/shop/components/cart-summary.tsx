import { type StatusBadge, TIERS } from '@one-world/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { tierDiscount } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';

interface CartSummaryProps {
  subtotalCents: number;
  /** The member's paid tier; null for Basic members and visitors. */
  tier: StatusBadge | null;
}

/**
 * Subtotal, the member's tier discount and the total to pay. The server prices the order again
 * from its own table; this is what it will charge while the prices stay the same.
 */
export function CartSummary({ subtotalCents, tier }: CartSummaryProps) {
  const t = useT();
  const discount = tierDiscount(subtotalCents, tier);
  return (
    <>
      <dl className="space-y-3 text-ink">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.subtotal')}</dt>
          <dd className="font-medium tabular-nums">{formatCents(subtotalCents)}</dd>
        </div>
        {discount.tier && (
          <div className="flex justify-between gap-4 text-brand-700">
            <dt>{t('cart.tierDiscount', { tier: discount.tier, percent: discount.percent })}</dt>
            <dd className="font-medium tabular-nums">{`−${formatCents(discount.discountCents)}`}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg font-bold">
          <dt>{t('cart.total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatCents(discount.totalCents)}
          </dd>
        </div>
      </dl>
      {!discount.tier && (
        <p className="mt-3 text-sm text-slate-600">
          {t('cart.tierSavings', {
            warrior: TIERS.Warrior.discountPercent,
            legend: TIERS.Legend.discountPercent,
          })}{' '}
          <Link
            to={paths.pricing.href()}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            {t('cart.seePlans')}
          </Link>
        </p>
      )}
    </>
  );
}
