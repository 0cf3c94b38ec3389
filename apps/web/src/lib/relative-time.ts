import { intlLocale, type Locale } from '@one-world/i18n';
import { activeLocale } from './i18n/active';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function absoluteFormat(locale: Locale): Intl.DateTimeFormat {
  let format = absoluteFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    absoluteFormats.set(locale, format);
  }
  return format;
}

export interface RelativeTimeOptions {
  /** The moment it is seen from; the clock by default. */
  now?: number;
  /** The language; the one on screen by default. */
  locale?: Locale;
}

/**
 * How long ago `iso` was, in the reader's language: "3 minutes ago", "yesterday", "منذ 3 ساعات";
 * null under a minute, which the caller says in words of its catalog ("just now").
 */
export function formatRelativeTime(
  iso: string,
  { now = Date.now(), locale = activeLocale() }: RelativeTimeOptions = {},
): string | null {
  // A server clock slightly ahead of this one must not read "in 2 seconds".
  const seconds = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      return relativeFormat(locale).format(Math.trunc(seconds / size), unit);
    }
  }
  return null;
}

/** The full date and time in the reader's language, e.g. for a tooltip next to a relative time. */
export function formatDateTime(iso: string, locale: Locale = activeLocale()): string {
  return absoluteFormat(locale).format(new Date(iso));
}
