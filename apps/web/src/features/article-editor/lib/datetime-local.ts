const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `<input type="datetime-local">` value ("2026-03-12T09:30") in the reader's
 * time zone, to the minute; empty for something that is not a date.
 */
export function toDateTimeLocal(instant: string | Date): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value back to an ISO instant (UTC). The input has no zone, and a date-time
 * string without one is read in local time, which is what the admin meant; empty when unset.
 */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
