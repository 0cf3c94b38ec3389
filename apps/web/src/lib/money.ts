import { CURRENCY } from '@one-world/contract';
import { formatCents as formatCentsIn, type Locale } from '@one-world/i18n';
import { activeLocale } from './i18n/active';

/** An amount of the shop's one currency from whole cents: 1000 → "$10.00" ("10,00 US$" in Spanish). */
export const formatCents = (cents: number, locale: Locale = activeLocale()): string =>
  formatCentsIn(cents, locale, CURRENCY);
