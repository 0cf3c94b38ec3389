import { useCallback, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSendMessage } from '../api/send-message';
import { newMessageId, type OutboxAction, outboxReducer, type PendingMessage } from '../lib/outbox';

// The messages on their way live for the page's lifetime, not a screen's: a send finishes, and a
// failed one keeps its text for Retry, even when the member has moved to another screen meanwhile.
let outbox: PendingMessage[] = [];
const listeners = new Set<() => void>();

function dispatch(action: OutboxAction) {
  outbox = outboxReducer(outbox, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const readOutbox = () => outbox;

export interface Draft {
  conversationId: string;
  receiverId: string;
  text: string;
}

export interface Outbox {
  /** The member's messages still on their way, sending or failed. */
  messages: PendingMessage[];
  send: (draft: Draft) => void;
  /** Sends a failed message again, as the same message (same id). */
  retry: (message: PendingMessage) => void;
}

/**
 * The messages the member is sending. Each shows at once with its own id; it leaves the outbox
 * once stored (it is then in the conversation's messages), and a failed one stays, text and all,
 * until Retry sends it again.
 */
export function useOutbox(userId: string): Outbox {
  const all = useSyncExternalStore(subscribe, readOutbox, readOutbox);
  const { mutateAsync } = useSendMessage(userId);
  const t = useT();

  const deliver = useCallback(
    async (message: PendingMessage) => {
      try {
        await mutateAsync(message);
        dispatch({ type: 'stored', id: message._id });
      } catch (error) {
        dispatch({
          type: 'failed',
          id: message._id,
          error: errorMessage(error, t('chat.sendFailed')),
        });
      }
    },
    [mutateAsync, t],
  );

  const send = useCallback(
    (draft: Draft) => {
      const message: PendingMessage = {
        ...draft,
        _id: newMessageId(),
        senderId: userId,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      dispatch({ type: 'queued', message });
      void deliver(message);
    },
    [deliver, userId],
  );

  const retry = useCallback(
    (message: PendingMessage) => {
      dispatch({ type: 'retrying', id: message._id });
      void deliver(message);
    },
    [deliver],
  );

  // Someone who signed in after another member in this tab never sees that member's messages.
  const messages = all.filter((message) => message.senderId === userId);
  return { messages, send, retry };
}
