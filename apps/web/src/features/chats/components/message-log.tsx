import type { Message } from '@one-world/contract';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { LoadMore } from '../../../components/ui/load-more';
import { ErrorState, LoadingState } from '../../../components/ui/query-states';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { useMessages } from '../api/get-messages';
import type { PendingMessage } from '../lib/outbox';
import { MessageBubble } from './message-bubble';

interface MessageLogProps {
  query: ReturnType<typeof useMessages>;
  messages: Message[];
  pending: PendingMessage[];
  viewerId: string;
  partnerName: string;
  onRetry: (message: PendingMessage) => void;
}

/**
 * The conversation's messages, oldest at the top, in a live log so new ones are announced. It
 * opens at the newest message and follows new ones (smoothly, unless the reader prefers less
 * motion) while the reader is at the bottom or has just sent one; older pages load at the top.
 */
export function MessageLog({
  query,
  messages,
  pending,
  viewerId,
  partnerName,
  onRetry,
}: MessageLogProps) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const onScroll = useFollowNewest(scrollRef, {
    oldestId: messages[0]?._id,
    newestId: (pending.at(-1) ?? messages.at(-1))?._id,
    // Pending messages are always one's own.
    newestIsOwn: pending.length > 0 || messages.at(-1)?.sender === viewerId,
  });

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesWith', { name: partnerName })}
      // Scrollable, so keyboard users can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-5"
    >
      {query.isPending ? (
        <LoadingState label={t('chat.loadingMessages')} />
      ) : query.isError && messages.length === 0 ? (
        <ErrorState
          error={query.error}
          fallback={t('chat.messagesFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <LoadMore
            list={query}
            label={t('chat.olderMessages')}
            errorFallback={t('chat.olderMessagesFailed')}
            scrollRoot={scrollRef}
            spacing="mb-4"
          />
          {messages.length === 0 && pending.length === 0 && (
            <p className="py-12 text-center text-slate-600">{t('chat.noMessages')}</p>
          )}
          <ol className="flex flex-col gap-2">
            {messages.map((message) => {
              const own = message.sender === viewerId;
              return (
                <MessageBubble
                  key={message._id}
                  text={message.text}
                  createdAt={message.createdAt}
                  author={own ? t('chat.you') : partnerName}
                  own={own}
                  id={message._id}
                  language={message.language}
                />
              );
            })}
            {pending.map((message) => (
              <MessageBubble
                key={message._id}
                text={message.text}
                createdAt={message.createdAt}
                author={t('chat.you')}
                own
                pending={message}
                onRetry={onRetry}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

interface Ends {
  oldestId: string | undefined;
  newestId: string | undefined;
  newestIsOwn: boolean;
}

/**
 * Keeps the log's scroll where the reader wants it: at the newest message on opening; following
 * new messages while at the bottom (or after sending); and, when older messages appear above,
 * on the message that was on screen. Returns the log's scroll handler.
 */
function useFollowNewest(scrollRef: RefObject<HTMLDivElement | null>, ends: Ends) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // What the last render showed: its ends and height, to tell an append from a prepend.
  const shown = useRef<{ oldestId?: string; newestId?: string; height: number }>({ height: 0 });
  const following = useRef(true);
  const lastTop = useRef(0);

  useLayoutEffect(() => {
    const log = scrollRef.current;
    if (!log) return;
    const before = shown.current;
    if (before.newestId === undefined) {
      log.scrollTop = log.scrollHeight;
    } else if (ends.newestId !== before.newestId) {
      if (following.current || ends.newestIsOwn) {
        following.current = true;
        log.scrollTo({ top: log.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
      }
    } else if (ends.oldestId !== before.oldestId) {
      log.scrollTop += log.scrollHeight - before.height;
    }
    shown.current = { oldestId: ends.oldestId, newestId: ends.newestId, height: log.scrollHeight };
  });

  return () => {
    const log = scrollRef.current;
    if (!log) return;
    const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
    // Only the reader scrolls up; a smooth scroll towards the newest only goes down.
    if (atBottom) following.current = true;
    else if (log.scrollTop < lastTop.current) following.current = false;
    lastTop.current = log.scrollTop;
  };
}
