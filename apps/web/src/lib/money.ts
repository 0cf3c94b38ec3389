import { CURRENCY } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { activeLocale, intlLocale } from './i18n/active';

const formats = new Map<Locale, Intl.NumberFormat>();

function moneyFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    // English keeps SPEC's "$10.00"; the others write the shop's one currency their own way
    // ("10,00 US$", "10.00 US$"), still in US dollars.
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : intlLocale(locale), {
      style: 'currency',
      currency: CURRENCY,
    });
    formats.set(locale, format);
  }
  return format;
}

/** An amount of the shop's one currency from whole cents: 1000 → "$10.00" ("10,00 US$" in Spanish). */
export function formatCents(cents: number, locale: Locale = activeLocale()): string {
  return moneyFormat(locale).format(cents / 100);
}
