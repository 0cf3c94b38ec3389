import type { Locale } from '@one-world/i18n';
import { activeLocale, intlLocale, useLocale } from '../../lib/i18n';

const formats = new Map<Locale, Intl.DateTimeFormat>();

// The day, the month's name and the year (SPEC §2 cards): "12 March 2026" (en-GB's order, as
// SPEC writes it), "12 de marzo de 2026", "12 mars 2026", "12 مارس 2026", "12 Machi 2026".
function longDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(locale, format);
  }
  return format;
}

/** "12 March 2026" in the reader's language and time zone; empty for a string that is not a date. */
export function formatLongDate(iso: string, locale: Locale = activeLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDateFormat(locale).format(date);
}

/** A date as "12 March 2026", machine-readable through <time dateTime>. */
export function LongDate({ iso, className }: { iso: string; className?: string }) {
  const { locale } = useLocale();
  return (
    <time dateTime={iso} className={className}>
      {formatLongDate(iso, locale)}
    </time>
  );
}
