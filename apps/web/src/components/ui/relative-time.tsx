import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

/** A <time> showing "3 minutes ago", with the exact moment as its tooltip and machine value. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {formatRelativeTime(iso)}
    </time>
  );
}
