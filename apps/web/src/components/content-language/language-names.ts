import { CONTENT_LANGUAGES, type ContentLanguage } from '@one-world/contract';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n';

/** Whether a string is one of the content languages (ISO 639-1 codes members write in). */
export const isContentLanguage = (code: string): code is ContentLanguage =>
  CONTENT_LANGUAGES.some((language) => language === code);

/** "español" → "Español": a name standing alone (an option, a badge) starts with a capital. */
const capitalised = (name: string, locale: string) =>
  name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

export interface LanguageNames {
  /** The language's name in the reader's interface language, as inside a sentence. */
  name: (code: string) => string;
  /** The same name standing alone (a list option, a label). */
  label: (code: string) => string;
  /** Several names joined the way the reader's language lists them ("English and Spanish"). */
  list: (codes: readonly string[]) => string;
  /** The content languages, in the reader's alphabetical order of their names. */
  sorted: readonly ContentLanguage[];
}

/**
 * The names of the languages members write in, in the reader's interface language, from the
 * browser's `Intl.DisplayNames` (no catalog entries per language: a new content language needs
 * no translation). An unknown code is shown as it is.
 */
export function useLanguageNames(): LanguageNames {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    const name = (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
    const label = (code: string) => capitalised(name(code), locale);
    const collator = new Intl.Collator(locale);
    const listFormat = new Intl.ListFormat(locale, { type: 'conjunction' });
    return {
      name,
      label,
      list: (codes) => listFormat.format(codes.map(name)),
      sorted: [...CONTENT_LANGUAGES].sort((a, b) => collator.compare(label(a), label(b))),
    };
  }, [locale]);
}
