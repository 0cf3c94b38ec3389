import { REVIEW_MESSAGES, REVIEW_RATINGS } from '@one-world/contract';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { Star } from './stars';

interface StarPickerProps {
  /** 0 until one is chosen. */
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

/**
 * Five clickable stars that are native radio buttons underneath, so the keyboard works as in any
 * radio group: one tab stop, the arrow keys move the choice, and each reads as "3 stars".
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const t = useT();
  const name = useId();
  const labelId = useId();
  const errorId = useId();

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-ink">
        {t('reviews.rating')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        className="mt-1 flex gap-1"
      >
        {REVIEW_RATINGS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 transition outline-brand-600 outline-offset-1 hover:scale-110 has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t(REVIEW_MESSAGES.starLabel, { n })}
              className="sr-only"
            />
            <Star on={n <= value} className="size-8" />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
