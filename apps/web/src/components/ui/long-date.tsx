// en-GB puts the day first and spells the month out: "12 March 2026" (SPEC §2 cards show the
// day, the month's name and the year).
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "12 March 2026" in the reader's time zone; empty for a string that is not a date. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}

/** A date as "12 March 2026", machine-readable through <time dateTime>. */
export function LongDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatLongDate(iso)}
    </time>
  );
}
