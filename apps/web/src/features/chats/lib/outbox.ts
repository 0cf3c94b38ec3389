import type { Message } from '@one-world/contract';
import type { OutgoingMessage } from '../api/send-message';

/** A message on its way: shown at once, and kept with its text until it is stored. */
export interface PendingMessage extends OutgoingMessage {
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last attempt failed. */
  error: string | null;
}

export type OutboxAction =
  | { type: 'queued'; message: PendingMessage }
  | { type: 'retrying'; id: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'stored'; id: string };

/** The messages being sent, in the order they were written. */
export function outboxReducer(outbox: PendingMessage[], action: OutboxAction): PendingMessage[] {
  switch (action.type) {
    case 'queued':
      return [...outbox, action.message];
    case 'stored':
      return outbox.filter(({ _id }) => _id !== action.id);
    case 'retrying':
    case 'failed': {
      const status = action.type === 'failed' ? 'failed' : 'sending';
      const error = action.type === 'failed' ? action.error : null;
      return outbox.map((message) =>
        message._id === action.id ? { ...message, status, error } : message,
      );
    }
  }
}

/** The conversation's messages still on their way; one already stored shows as stored. */
export function pendingIn(
  outbox: readonly PendingMessage[],
  conversationId: string,
  stored: readonly Message[],
): PendingMessage[] {
  const storedIds = new Set(stored.map(({ _id }) => _id));
  return outbox.filter(
    (message) => message.conversationId === conversationId && !storedIds.has(message._id),
  );
}

/**
 * A new message id (a version 4 UUID). `crypto.randomUUID` exists only on secure pages (HTTPS or
 * localhost), so a page served over plain HTTP builds one from `getRandomValues`.
 */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
