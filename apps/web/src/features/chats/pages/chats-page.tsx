import { useParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useConversations } from '../api/get-conversations';
import { ConnectionStatus } from '../components/connection-status';
import { CHATS_HEADING_ID, ConversationList } from '../components/conversation-list';
import { ConversationPanel } from '../components/conversation-panel';
import { NoneSelected } from '../components/conversation-states';

/**
 * /chats and /chats/:conversationId (SPEC §2 "Chats"): the conversations on the left, the open
 * one on the right; the address names the open one, so reload and Back keep it. Below md the
 * two are separate views, and the conversation has a way back to the list.
 */
export function ChatsPage() {
  const { conversationId = null } = useParams();
  const { user } = useSession();
  // The route is behind RequireAuth, so a user is there.
  if (!user) return null;
  return <Chats viewerId={user._id} conversationId={conversationId} />;
}

function Chats({ viewerId, conversationId }: { viewerId: string; conversationId: string | null }) {
  const t = useT();
  const conversations = useConversations(viewerId);
  const open = conversationId !== null;

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem] flex-col overflow-hidden bg-white max-sm:-mx-4 max-sm:-my-6 sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-sm">
      <ConnectionStatus />
      <div className="flex min-h-0 flex-1">
        <section
          aria-labelledby={CHATS_HEADING_ID}
          className={cn(
            'min-h-0 w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-e lg:w-96',
            open ? 'hidden' : 'flex',
          )}
        >
          <ConversationList query={conversations} viewerId={viewerId} activeId={conversationId} />
        </section>
        <section
          aria-label={open ? t('chat.conversation') : undefined}
          className={cn('min-h-0 min-w-0 flex-1 flex-col', open ? 'flex' : 'hidden md:flex')}
        >
          {open ? (
            <ConversationPanel
              key={conversationId}
              conversationId={conversationId}
              viewerId={viewerId}
              conversations={conversations}
            />
          ) : (
            <NoneSelected />
          )}
        </section>
      </div>
    </div>
  );
}
