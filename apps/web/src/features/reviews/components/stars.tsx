import { REVIEW_MESSAGES, REVIEW_RATINGS } from '@one-world/contract';
import { StarIcon } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** A star, filled when `on`; the picker and the read-only rows draw the same one. */
export function Star({ on, className }: { on: boolean; className?: string }) {
  return (
    <StarIcon
      className={cn('size-5', on ? 'text-amber-600' : 'text-slate-400', className)}
      fill={on ? 'currentColor' : 'none'}
    />
  );
}

/** A read-only rating: five stars that read as "4 out of 5" (in the reader's language). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t(REVIEW_MESSAGES.outOfFive, { n: rating })}
      className={cn('inline-flex', className)}
    >
      {REVIEW_RATINGS.map((n) => (
        <Star key={n} on={n <= Math.round(rating)} />
      ))}
    </span>
  );
}
