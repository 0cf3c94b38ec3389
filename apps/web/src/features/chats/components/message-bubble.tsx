import { TranslateButton, useItemTranslation } from '../../../components/translate';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import { formatFullTime, formatMessageTime } from '../lib/message-time';
import type { PendingMessage } from '../lib/outbox';
import { MessageText } from './message-text';

interface MessageBubbleProps {
  text: string;
  createdAt: string;
  /** Who wrote it: "You" for one's own messages, else the partner's name. */
  author: string;
  own: boolean;
  /** Set while one's own message is on its way or failed. */
  pending?: PendingMessage;
  onRetry?: (message: PendingMessage) => void;
  /** A stored message's id and language: a partner's message may then be translated. */
  id?: string;
  language?: string | null;
}

/**
 * One message: one's own on the end side (the right, the left in Arabic) in the brand colour, the
 * partner's on the start side. Who wrote it is said in words for screen readers, and the time is
 * a machine-readable <time> in the reader's language.
 */
export function MessageBubble({
  text,
  createdAt,
  author,
  own,
  pending,
  onRetry,
  id,
  language,
}: MessageBubbleProps) {
  const t = useT();
  const { locale } = useLocale();
  // One's own messages are in a language one reads: only the partner's are offered.
  const translation = useItemTranslation({
    kind: 'message',
    id: id ?? '',
    language: own || !id ? null : language,
  });
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
      <div
        data-own={own || undefined}
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          own ? 'rounded-ee-md bg-brand-600 text-white' : 'rounded-es-md bg-slate-100 text-ink',
        )}
      >
        <span className="sr-only">
          <bdi>{author}</bdi>:{' '}
        </span>
        <MessageText text={translation.text ?? text} />
        <TranslateButton translation={translation} className="mt-1" />
        <p className={cn('mt-1 text-end text-xs', own ? 'text-brand-50' : 'text-slate-600')}>
          <time dateTime={createdAt} title={formatFullTime(createdAt, locale)}>
            {formatMessageTime(createdAt, locale)}
          </time>
        </p>
      </div>
      {pending?.status === 'sending' && (
        <p className="mt-1 text-xs text-slate-600">{t('chat.sending')}</p>
      )}
      {pending?.status === 'failed' && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <p>
            {t('chat.notSent')} {pending.error}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRetry?.(pending)}>
            {t('chat.retry')}
          </Button>
        </div>
      )}
    </li>
  );
}
