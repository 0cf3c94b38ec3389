import type { Locale } from '@one-world/i18n';

interface Formats {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  dayOfYear: Intl.DateTimeFormat;
  dayTime: Intl.DateTimeFormat;
  dayOfYearTime: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DAY = { day: 'numeric', month: 'short' } as const;
const YEAR = { year: 'numeric' } as const;

const cache = new Map<string, Formats>();

/** The formats of one interface language, made once. */
function formatsOf(locale: Locale | string): Formats {
  let formats = cache.get(locale);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(locale, TIME),
      day: new Intl.DateTimeFormat(locale, DAY),
      dayOfYear: new Intl.DateTimeFormat(locale, { ...DAY, ...YEAR }),
      dayTime: new Intl.DateTimeFormat(locale, { ...DAY, ...TIME }),
      dayOfYearTime: new Intl.DateTimeFormat(locale, { ...DAY, ...YEAR, ...TIME }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
    };
    cache.set(locale, formats);
  }
  return formats;
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const sameYear = (a: Date, b: Date) => a.getFullYear() === b.getFullYear();

/**
 * A message's time in the reader's language, as short as it can be seen from `now`: "2:05 PM"
 * today, "Mar 12, 2:05 PM" earlier this year, with the year before ("12 mars, 14:05" in French).
 */
export function formatMessageTime(
  iso: string,
  locale: Locale | string = 'en',
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const f = formatsOf(locale);
  if (sameDay(date, now)) return f.time.format(date);
  return (sameYear(date, now) ? f.dayTime : f.dayOfYearTime).format(date);
}

/** A conversation's latest activity in the list: the time today, else only the day. */
export function formatListTime(
  iso: string,
  locale: Locale | string = 'en',
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const f = formatsOf(locale);
  if (sameDay(date, now)) return f.time.format(date);
  return (sameYear(date, now) ? f.day : f.dayOfYear).format(date);
}

/** The full moment, for a tooltip. */
export function formatFullTime(iso: string, locale: Locale | string = 'en'): string {
  return formatsOf(locale).full.format(new Date(iso));
}
