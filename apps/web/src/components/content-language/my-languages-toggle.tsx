import type { ContentLanguage } from '@one-world/contract';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { isContentLanguage, useLanguageNames } from './language-names';

/**
 * The `?languages=en,es` of a board's address: the content languages it is filtered to, or null
 * when it shows every post (no parameter, or nothing valid in it).
 */
export function parseLanguagesParam(param: string | null): ContentLanguage[] | null {
  if (!param) return null;
  const codes = [...new Set(param.split(',').map((code) => code.trim()))].filter(isContentLanguage);
  return codes.length > 0 ? codes : null;
}

/**
 * "My languages" on a board (issue 17): a toggle that filters the board to the languages the
 * member reads (their setting, by default their interface language and English) — posts whose
 * language is unknown still show. `active` is the list the board is filtered to now, or null.
 */
export function MyLanguagesToggle({
  active,
  mine,
  onChange,
  className,
}: {
  active: readonly string[] | null;
  mine: readonly string[];
  onChange: (languages: readonly string[] | null) => void;
  className?: string;
}) {
  const t = useT();
  const names = useLanguageNames();
  const on = active !== null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => onChange(on ? null : mine)}
        disabled={!on && mine.length === 0}
        className={cn(
          'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          on
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-2 rounded-full',
            on ? 'bg-brand-600' : 'border border-slate-400',
          )}
        />
        {t('languages.myLanguages')}
      </button>
      {on && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('languages.filteredTo', { languages: names.list(active) })}
        </p>
      )}
    </div>
  );
}
