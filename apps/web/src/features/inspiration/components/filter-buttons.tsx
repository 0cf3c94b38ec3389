import { ARTICLE_FILTERS } from '@one-world/contract';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { type ArticleFilterValue, FILTER_TEXTS } from '../lib/filters';

interface FilterButtonsProps {
  active: ArticleFilterValue | null;
  onPress: (value: ArticleFilterValue) => void;
}

/**
 * The four category toggles (SPEC §2). Each one shows whether it is on, to the eye and through
 * aria-pressed; pressing the active one again clears the filter.
 */
export function FilterButtons({ active, onPress }: FilterButtonsProps) {
  const t = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t('inspiration.filterLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {ARTICLE_FILTERS.map(({ value }) => {
          const pressed = value === active;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPress(value)}
              className={cn(
                'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(FILTER_TEXTS[value].label)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
