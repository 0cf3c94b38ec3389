import type { Product } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const LOOKS: Record<Product['status'], { label: MessageId; className: string }> = {
  active: {
    label: 'admin.products.onSale',
    className: 'bg-brand-50 text-brand-800 ring-brand-200',
  },
  retired: {
    label: 'admin.products.retired',
    className: 'bg-slate-100 text-slate-700 ring-slate-300',
  },
};

/** Whether the shop offers the product, in words (not colour alone). */
export function ProductStatusBadge({ status }: { status: Product['status'] }) {
  const t = useT();
  const { label, className } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {t(label)}
    </span>
  );
}
