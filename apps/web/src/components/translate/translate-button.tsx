import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { translationLabel } from './offer';
import type { ItemTranslation } from './use-item-translation';

const LINK =
  'rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-progress';

export interface TranslateButtonProps {
  translation: ItemTranslation;
  className?: string;
}

/**
 * The Translate control of an item (issue 17): "Translate", then "Translated from Spanish ·
 * Show original". It is one button whose text changes, so keyboard focus stays on it across
 * the swap, and a polite status tells screen readers what the text above now is. Renders
 * nothing when the item is not offered a translation.
 */
export function TranslateButton({ translation, className }: TranslateButtonProps) {
  const t = useT();
  const { locale } = useLocale();
  const { offered, shown, pending, error, source } = translation;
  // What the status announces: only after the reader asked for a swap, never on first render.
  const [asked, setAsked] = useState(false);

  if (!offered) return null;
  const label = source ? translationLabel(source, locale) : null;
  const labelText = label ? t(label.id, label.values) : '';
  const announcement =
    !asked || pending || error ? '' : shown ? labelText : t('translate.showingOriginal');

  return (
    <div className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs', className)}>
      {shown && <span className="text-slate-600">{labelText}</span>}
      {shown && (
        <span aria-hidden="true" className="text-slate-400">
          ·
        </span>
      )}
      <button
        type="button"
        className={LINK}
        aria-busy={pending || undefined}
        onClick={() => {
          if (pending) return;
          setAsked(true);
          if (shown) translation.showOriginal();
          else translation.translate();
        }}
      >
        {shown
          ? t('translate.showOriginal')
          : pending
            ? t('translate.translating')
            : t('translate.translate')}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {error && (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
