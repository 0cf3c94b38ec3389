import { type ConversationSummary, UNREAD_COUNT_MAX } from '@one-world/contract';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n';
import { useIsOnline } from '../../../lib/socket';
import { formatFullTime, formatListTime } from '../lib/message-time';
import { PartnerAvatar } from './partner-avatar';

interface ConversationItemProps {
  conversation: ConversationSummary;
  viewerId: string;
  active: boolean;
}

/** One conversation of the list: partner, presence, last message, time and unread badge. */
export function ConversationItem({ conversation, viewerId, active }: ConversationItemProps) {
  const { partner, lastMessage, unreadCount, updatedAt } = conversation;
  const t = useT();
  const { formatNumber } = useIntl();
  const { locale } = useLocale();
  const online = useIsOnline(partner._id);
  // The open conversation is being read: its count is on its way to 0.
  const unread = active ? 0 : unreadCount;
  return (
    <li>
      <Link
        to={paths.chats.href(conversation._id)}
        aria-current={active ? 'page' : undefined}
        className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset aria-[current=page]:bg-brand-50"
      >
        <PartnerAvatar partner={partner} online={online} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-ink">
              <bdi>{partner.name}</bdi>
              {online && <span className="sr-only"> ({t('chat.online')})</span>}
            </span>
            <time
              dateTime={updatedAt}
              title={formatFullTime(updatedAt, locale)}
              className="shrink-0 text-xs text-slate-600"
            >
              {formatListTime(updatedAt, locale)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-slate-600">
              {lastMessage ? (
                <>
                  {lastMessage.sender === viewerId && `${t('chat.youPrefix')} `}
                  <bdi dir="auto">{lastMessage.text}</bdi>
                </>
              ) : (
                <span className="italic">{t('chat.noMessagesPreview')}</span>
              )}
            </span>
            {unread > 0 && (
              <span
                data-testid="unread-badge"
                className="min-w-5 shrink-0 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
              >
                <span aria-hidden="true">
                  {unread >= UNREAD_COUNT_MAX ? t('header.over99') : formatNumber(unread)}
                </span>
                <span className="sr-only">
                  {unread >= UNREAD_COUNT_MAX
                    ? t('chat.unreadOver99')
                    : t('chat.unread', { count: unread })}
                </span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
