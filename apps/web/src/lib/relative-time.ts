const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 minutes ago", "yesterday", "just now": how long ago `iso` was, seen from `now`. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  // A server clock slightly ahead of this one must not read "in 2 seconds".
  const seconds = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The full date and time, e.g. for a tooltip next to a relative time. */
export function formatDateTime(iso: string): string {
  return absolute.format(new Date(iso));
}
