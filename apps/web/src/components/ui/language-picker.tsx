import { isLocale, LOCALES } from '@one-world/i18n';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';

/**
 * The interface language picker (footer and settings): each language named in itself, so a
 * reader finds theirs whatever language the page is in. Switching does not reload the page.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('languages.picker')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) setLocale(next);
        }}
        className="rounded-lg border border-slate-300 bg-white py-1.5 ps-2 pe-8 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
      >
        {LOCALES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
