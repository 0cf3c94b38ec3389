import type { Locale } from './locales';

/**
 * The locale Intl formats numbers and dates with: Arabic keeps Western digits ("منذ 3 ساعات"), as
 * prices, counts and dates next to Latin names read most clearly that way on the web.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of `currency` from whole cents, as the web app shows prices and the server's served
 * shop writes them: 1000 → "$10.00" in English (SPEC's), "10,00 US$" in Spanish; the others write
 * the shop's one currency their own way, still in that currency.
 */
export function formatCents(cents: number, locale: Locale, currency: string): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : intlLocale(locale), {
      style: 'currency',
      currency,
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}
