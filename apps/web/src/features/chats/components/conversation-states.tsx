import { CHAT_MESSAGES } from '@one-world/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ChatIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** The right panel with no conversation chosen (SPEC §2). */
export function NoneSelected() {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
      <ChatIcon className="size-10 text-slate-400" />
      <p className="text-lg">{t(CHAT_MESSAGES.noneSelected)}</p>
    </div>
  );
}

/** An address naming no conversation of the member's: unknown, mistyped, or someone else's. */
export function ConversationNotFound() {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
      <h2 className="text-2xl font-bold tracking-tight text-ink">
        {t(CHAT_MESSAGES.conversationNotFound)}
      </h2>
      <p className="mt-3 max-w-md text-slate-600">{t('chat.notFoundHint')}</p>
      <Link
        to={paths.chats.href()}
        className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
      >
        {t('chat.back')}
      </Link>
    </div>
  );
}
