const TIME = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const DAY_OF_YEAR = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const FULL = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The day part of a moment, as short as it can be seen from `now`: "", "Mar 12", "Mar 12, 2025". */
function dayOf(date: Date, now: Date): string {
  if (sameDay(date, now)) return '';
  return date.getFullYear() === now.getFullYear() ? DAY.format(date) : DAY_OF_YEAR.format(date);
}

/** A message's time: "2:05 PM" today, "Mar 12, 2:05 PM" earlier this year, with the year before. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const day = dayOf(date, now);
  return day ? `${day}, ${TIME.format(date)}` : TIME.format(date);
}

/** A conversation's latest activity in the list: the time today, else only the day. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return dayOf(date, now) || TIME.format(date);
}

/** The full moment, for a tooltip. */
export function formatFullTime(iso: string): string {
  return FULL.format(new Date(iso));
}
