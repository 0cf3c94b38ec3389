import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatFullTime, formatMessageTime } from '../lib/message-time';
import type { PendingMessage } from '../lib/outbox';
import { CHAT_TEXTS } from '../texts';
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
}

/**
 * One message: one's own on the right in the brand colour, the partner's on the left. Who wrote
 * it is said in words for screen readers, and the time is a machine-readable <time>.
 */
export function MessageBubble({
  text,
  createdAt,
  author,
  own,
  pending,
  onRetry,
}: MessageBubbleProps) {
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
      <div
        data-own={own || undefined}
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          own ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-slate-100 text-ink',
        )}
      >
        <span className="sr-only">{author}: </span>
        <MessageText text={text} />
        <p className={cn('mt-1 text-right text-xs', own ? 'text-brand-50' : 'text-slate-600')}>
          <time dateTime={createdAt} title={formatFullTime(createdAt)}>
            {formatMessageTime(createdAt)}
          </time>
        </p>
      </div>
      {pending?.status === 'sending' && (
        <p className="mt-1 text-xs text-slate-600">{CHAT_TEXTS.sending}</p>
      )}
      {pending?.status === 'failed' && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <p>
            {CHAT_TEXTS.notSent} {pending.error}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRetry?.(pending)}>
            {CHAT_TEXTS.retry}
          </Button>
        </div>
      )}
    </li>
  );
}
