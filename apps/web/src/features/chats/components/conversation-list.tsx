import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { ErrorState, LoadingState } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import type { useConversations } from '../api/get-conversations';
import { ConversationItem } from './conversation-item';

export const CHATS_HEADING_ID = 'chats-heading';

interface ConversationListProps {
  query: ReturnType<typeof useConversations>;
  viewerId: string;
  activeId: string | null;
}

/** The left column: the member's conversations, latest activity first, paged with "Load more". */
export function ConversationList({ query, viewerId, activeId }: ConversationListProps) {
  const t = useT();
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <>
      <header className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
        <h1 id={CHATS_HEADING_ID} className="text-xl font-bold tracking-tight text-ink">
          {t('chat.heading')}
        </h1>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <LoadingState label={t('chat.loadingConversations')} />
        ) : query.isError && conversations.length === 0 ? (
          <div className="p-4">
            <ErrorState
              error={query.error}
              fallback={t('chat.conversationsFailed')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </div>
        ) : conversations.length === 0 ? (
          <NoConversations />
        ) : (
          <>
            <ul aria-label={t('chat.conversations')} className="divide-y divide-slate-100">
              {conversations.map((conversation) => (
                <ConversationItem
                  key={conversation._id}
                  conversation={conversation}
                  viewerId={viewerId}
                  active={conversation._id === activeId}
                />
              ))}
            </ul>
            <div className="pb-6">
              <LoadMore list={query} errorFallback={t('chat.moreConversationsFailed')} />
            </div>
          </>
        )}
      </div>
    </>
  );
}

/** The empty list says how a conversation starts: Message on a member's profile. */
function NoConversations() {
  const t = useT();
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <p className="font-semibold text-ink">{t('chat.noConversations')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('chat.howToStart')}</p>
      <Link
        to={paths.board.href('Climate')}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
      >
        {t('chat.findMembers')}
      </Link>
    </div>
  );
}
