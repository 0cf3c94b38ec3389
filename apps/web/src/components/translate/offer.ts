import { type Locale, type MessageId, readsIn } from '@one-world/i18n';

/**
 * Whether an item gets a Translate control: translation is available to the reader, the item's
 * language is known, and it is not the language the reader reads the interface in.
 */
export function offersTranslation(
  language: string | null | undefined,
  locale: Locale,
  available: boolean,
): boolean {
  if (!available || !language) return false;
  return !readsIn(language, locale);
}

/**
 * The name of the language `code` in the reader's `locale` ("Spanish", "espagnol", "الإسبانية"),
 * or null for an undetermined or unknown code.
 */
export function languageName(code: string, locale: Locale): string | null {
  if (!code || code === 'und') return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    return name ?? null;
  } catch {
    return null;
  }
}

/**
 * The label of a translation on screen: "Translated from Spanish", or only "Translated
 * automatically" when nobody could tell the source language.
 */
export function translationLabel(
  source: string,
  locale: Locale,
): { id: MessageId; values?: { language: string } } {
  const language = languageName(source, locale);
  return language
    ? { id: 'translate.translatedFrom', values: { language } }
    : { id: 'translate.translated' };
}
