import { useLocale, useT } from '../../lib/i18n';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

/**
 * A <time> showing "3 minutes ago" ("hace 3 minutos", "منذ 3 دقائق"), with the exact moment as its
 * tooltip and machine value.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { locale } = useLocale();
  const t = useT();
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)} className={className}>
      {formatRelativeTime(iso, { locale }) ?? t('time.justNow')}
    </time>
  );
}
