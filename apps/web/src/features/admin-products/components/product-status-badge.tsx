import type { Product } from '@one-world/contract';
import { cn } from '../../../lib/cn';

const LOOKS: Record<Product['status'], { label: string; className: string }> = {
  active: { label: 'On sale', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  retired: { label: 'Retired', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

/** Whether the shop offers the product, in words (not colour alone). */
export function ProductStatusBadge({ status }: { status: Product['status'] }) {
  const { label, className } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {label}
    </span>
  );
}
