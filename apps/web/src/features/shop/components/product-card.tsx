import type { Product } from '@one-world/contract';
import { useId } from 'react';
import { buttonClasses, CartIcon, CoverImage } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';

interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** The grid's first product: its picture loads first (CoverImage). */
  priority?: boolean;
}

/** A product of the shop grid (SPEC §2): picture, title, description, price and the cart button. */
export function ProductCard({ product, onAdd, priority }: ProductCardProps) {
  const titleId = useId();
  const t = useT();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <CoverImage
        priority={priority}
        src={product.img.secure_url}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 id={titleId} dir="auto" className="text-lg font-semibold text-balance text-ink">
          {product.title}
        </h2>
        <p dir="auto" className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {product.desc}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <p className="text-xl font-bold text-ink">{formatCents(product.priceCents)}</p>
          <button
            type="button"
            aria-label={t('shop.addToCart', { title: product.title })}
            onClick={() => onAdd(product)}
            className={cn(buttonClasses({ size: 'md' }), 'size-11 rounded-full px-0')}
          >
            <CartIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
