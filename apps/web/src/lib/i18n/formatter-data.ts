/**
 * The Intl objects whose first use makes the browser read a language's locale data, one step
 * each, in the order `loadFormatterData` takes them: in Chromium the likely-subtags data (a
 * fifth of the time), then most of the rest with the first number format, then the calendar's
 * with the first date format.
 */
export const formatterDataSteps: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.NumberFormat(locale),
  (locale) => new Intl.DateTimeFormat(locale),
];
