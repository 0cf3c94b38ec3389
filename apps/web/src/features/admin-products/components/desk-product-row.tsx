import type { Product } from '@one-world/contract';
import { useId } from 'react';
import { Button, CoverImage } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { ProductStatusBadge } from './product-status-badge';

interface DeskProductRowProps {
  product: Product;
  onEdit: (product: Product) => void;
  /** Retire an active product or restore a retired one. */
  onToggleStatus: (product: Product) => void;
}

/** One product on the admins' list: picture, status, title and price, Edit and Retire/Restore. */
export function DeskProductRow({ product, onEdit, onToggleStatus }: DeskProductRowProps) {
  const titleId = useId();
  const t = useT();
  const retired = product.status === 'retired';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <CoverImage
          src={product.img.secure_url}
          className={cn(
            'size-16 shrink-0 rounded-lg sm:size-20',
            retired && 'opacity-60 grayscale',
          )}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={product.status} />
            <span className="text-sm font-semibold text-ink">
              {formatCents(product.priceCents)}
            </span>
          </div>
          <h2 id={titleId} dir="auto" className="mt-1 font-semibold break-words text-ink">
            {product.title}
          </h2>
          <p dir="auto" className="line-clamp-2 text-sm break-words text-slate-600">
            {product.desc}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {product.abilities.update && (
          <Button variant="secondary" size="sm" onClick={() => onEdit(product)}>
            {t('admin.edit')}
            <span className="sr-only"> {product.title}</span>
          </Button>
        )}
        {product.abilities.retire && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onToggleStatus(product)}
            className={retired ? undefined : 'text-red-700 hover:bg-red-50'}
          >
            {t(retired ? 'admin.products.restore' : 'admin.products.retire')}
            <span className="sr-only"> {product.title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
