import { CHECKOUT_LIMITS } from '@one-world/contract';
import { useId } from 'react';
import { Button, CoverImage } from '../../../components/ui';
import type { CartItem } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';

interface CartLineProps {
  item: CartItem;
  onIncrease: (item: CartItem) => void;
  onDecrease: (id: string) => void;
  onRemove: (id: string) => void;
}

const STEP_BUTTON =
  'flex size-9 items-center justify-center text-lg font-semibold text-ink hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/** One line of the cart: the product, its quantity controls, Remove and the line's total. */
export function CartLine({ item, onIncrease, onDecrease, onRemove }: CartLineProps) {
  const titleId = useId();
  const t = useT();
  const { title, cartQuantity } = item;
  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <CoverImage src={item.img.secure_url} className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} dir="auto" className="font-semibold text-balance text-ink">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('cart.each', { price: formatCents(item.priceCents) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
          <fieldset className="flex items-center overflow-hidden rounded-lg border border-slate-300">
            <legend className="sr-only">{t('cart.quantityOf', { title })}</legend>
            <button
              type="button"
              aria-label={t('cart.decrease', { title })}
              onClick={() => onDecrease(item._id)}
              className={STEP_BUTTON}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="min-w-9 text-center font-semibold text-ink tabular-nums">
              {cartQuantity}
            </span>
            <button
              type="button"
              aria-label={t('cart.increase', { title })}
              onClick={() => onIncrease(item)}
              disabled={cartQuantity >= CHECKOUT_LIMITS.quantityMax}
              className={STEP_BUTTON}
            >
              <span aria-hidden="true">+</span>
            </button>
          </fieldset>
          <p className="min-w-20 font-semibold text-ink tabular-nums sm:text-end">
            {formatCents(item.priceCents * cartQuantity)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('cart.removeItem', { title })}
            onClick={() => onRemove(item._id)}
            className="text-red-700 hover:bg-red-50"
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
