import { cn } from '../../lib/cn';
import { useT, useText } from '../../lib/i18n';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  /**
   * Announced to assistive technology ("Loading..." unless told otherwise: a catalog id, or a
   * text already translated); shown too when `showLabel` is set.
   */
  label?: string;
  size?: keyof typeof SIZES;
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced as a status ("Loading..." unless told otherwise). */
export function Spinner({ label, size = 'md', showLabel = false, className }: SpinnerProps) {
  const t = useT();
  const text = useText();
  return (
    <div role="status" className={cn('inline-flex items-center gap-3 text-slate-600', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-brand-500 border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          SIZES[size],
        )}
      />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label ? text(label) : t('ui.loading')}
      </span>
    </div>
  );
}

/** A spinner centred in the page area, for whole-page and route loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
