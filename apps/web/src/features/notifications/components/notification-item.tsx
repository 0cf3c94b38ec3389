import type { Notification } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ShieldIcon } from '../../../components/ui/icons';
import { RelativeTime } from '../../../components/ui/relative-time';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { notificationSentence } from '../lib/notification-sentence';

export interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (opening it does too). */
  onRead: (notificationId: string) => void;
}

/**
 * One notification: who, what and when, unread ones tinted and said so to screen readers.
 * Opening its post or profile marks it read; one with nothing to open has a button for that.
 */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const t = useT();
  const { message, who, reason, href } = notificationSentence(notification);
  const unread = !notification.read;
  const markRead = () => {
    if (unread) onRead(notification._id);
  };
  // Who acted shows strongest; names and titles members wrote keep their own direction.
  const values: Record<string, ReactNode> = {};
  for (const [key, value] of Object.entries(message.values ?? {})) {
    // The others' count picks a plural and the outcome a select: only the title is wrapped.
    values[key] = key === 'title' ? <bdi>{String(value)}</bdi> : (value as string | number);
  }
  values.who = (
    <strong className="font-semibold text-ink">
      {'name' in who ? <bdi>{who.name}</bdi> : t(who.text)}
    </strong>
  );
  const text = <FormattedMessage id={message.id} values={values} />;
  const sentence = (
    <>
      {unread && <span className="sr-only">{t('notifications.unread')} </span>}
      {reason ? (
        <FormattedMessage
          id="notifications.withReason"
          values={{ sentence: text, reason: <bdi>{reason}</bdi> }}
        />
      ) : (
        text
      )}
    </>
  );

  return (
    <li className={cn('flex items-start gap-3 px-4 py-3', unread ? 'bg-brand-50' : 'bg-white')}>
      {notification.actor ? (
        <Avatar src={notification.actor.img.secure_url} name={notification.actor.name} decorative />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <ShieldIcon />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="break-words text-slate-700">
          {href ? (
            <Link
              to={href}
              onClick={markRead}
              className="block rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <RelativeTime iso={notification.createdAt} />
          {unread && !href && (
            <button
              type="button"
              onClick={markRead}
              className="rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('notifications.markRead')}
            </button>
          )}
        </div>
      </div>
      {unread && (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />
      )}
    </li>
  );
}
