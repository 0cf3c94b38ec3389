import { CHAT_MESSAGES } from '@one-world/contract';
import { useT } from '../../../lib/i18n';
import { useConnectionState } from '../../../lib/socket';

/**
 * "Reconnecting…" while the real-time connection is lost. The status region is always there, so
 * screen readers announce the change when it comes and when it goes.
 */
export function ConnectionStatus() {
  const t = useT();
  const reconnecting = useConnectionState() === 'reconnecting';
  return (
    <div role="status">
      {reconnecting && (
        <p className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
          <span
            aria-hidden="true"
            className="size-2 animate-pulse rounded-full bg-amber-500 motion-reduce:animate-none"
          />
          {t(CHAT_MESSAGES.reconnecting)}
        </p>
      )}
    </div>
  );
}
