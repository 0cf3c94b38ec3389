import { COMPANY, type ConversationSummary, UUID_PATTERN } from '@one-world/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useIsOnline } from '../../../lib/socket';
import { findConversation, messagesInOrder } from '../api/chat-cache';
import type { useConversations } from '../api/get-conversations';
import { isConversationMissing, useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useOutbox } from '../hooks/use-outbox';
import { usePageVisible } from '../hooks/use-page-visible';
import { showConversation } from '../lib/active-conversation';
import { pendingIn } from '../lib/outbox';
import { ConversationNotFound } from './conversation-states';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import { PartnerAvatar } from './partner-avatar';

interface ConversationPanelProps {
  conversationId: string;
  viewerId: string;
  conversations: ReturnType<typeof useConversations>;
}

/**
 * The right panel on one conversation. The partner comes from the member's list, read further
 * when the conversation is not on its first page; the messages decide whether the address names
 * one of the member's conversations at all.
 */
export function ConversationPanel({
  conversationId,
  viewerId,
  conversations,
}: ConversationPanelProps) {
  const t = useT();
  // An id that is not a UUID cannot name a conversation: no need to ask the server.
  const valid = UUID_PATTERN.test(conversationId);
  const messages = useMessages(conversationId, valid);
  const summary = findConversation(conversations.data, conversationId);
  const { hasNextPage, isFetching, fetchNextPage } = conversations;
  const searching = !summary && (conversations.isPending || isFetching || hasNextPage);

  useEffect(() => {
    if (valid && !summary && hasNextPage && !isFetching) void fetchNextPage();
  }, [valid, summary, hasNextPage, isFetching, fetchNextPage]);
  useEffect(() => showConversation(conversationId), [conversationId]);

  if (!valid || isConversationMissing(messages.error)) return <ConversationNotFound />;
  if (summary) {
    return <OpenConversation summary={summary} viewerId={viewerId} messages={messages} />;
  }
  if (searching) return <LoadingState label={t('chat.loadingMessages')} />;
  if (conversations.isError) {
    return (
      <div className="p-4">
        <ErrorState
          error={conversations.error}
          fallback={t('chat.conversationsFailed')}
          onRetry={() => void conversations.refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  return <ConversationNotFound />;
}

interface OpenConversationProps {
  summary: ConversationSummary;
  viewerId: string;
  messages: ReturnType<typeof useMessages>;
}

/** The partner, the messages and the composer; what arrives here is marked read while on screen. */
function OpenConversation({ summary, viewerId, messages }: OpenConversationProps) {
  const { _id: conversationId, partner, unreadCount } = summary;
  const t = useT();
  const outbox = useOutbox(viewerId);
  const online = useIsOnline(partner._id);
  const visible = usePageVisible();
  const { mutate: markRead } = useMarkRead(viewerId);
  const loaded = messages.isSuccess;

  useEffect(() => {
    if (visible && loaded && unreadCount > 0) markRead(conversationId);
  }, [visible, loaded, unreadCount, conversationId, markRead]);

  const stored = messagesInOrder(messages.data);
  const pending = pendingIn(outbox.messages, conversationId, stored);

  return (
    <>
      <DocumentTitle title={`${partner.name} · ${t('chat.heading')} · ${COMPANY}`} />
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-3 sm:px-4">
        <Link
          to={paths.chats.href()}
          className="-ms-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only">{t('chat.back')}</span>
        </Link>
        <PartnerAvatar partner={partner} online={online} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-ink">
            <Link
              to={paths.userProfile.href(partner._id)}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <bdi>{partner.name}</bdi>
            </Link>
          </h2>
          <p className="text-xs text-slate-600">{online ? t('chat.online') : t('chat.offline')}</p>
        </div>
      </header>
      <MessageLog
        query={messages}
        messages={stored}
        pending={pending}
        viewerId={viewerId}
        partnerName={partner.name}
        onRetry={outbox.retry}
      />
      <MessageComposer
        partnerName={partner.name}
        onSend={(text) => outbox.send({ conversationId, receiverId: partner._id, text })}
      />
    </>
  );
}
