import { Message, type SendMessageBody, type SendMessagePayload } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { type ChatSocket, useSocket } from '../../../lib/socket';
import { cacheMessage } from './chat-cache';

/** How long a socket send waits for its acknowledgement before it is sent again over HTTP. */
export const SEND_ACK_TIMEOUT_MS = 5000;

/** POST /api/messages — stores a message; sent again with the same `_id`, it answers the stored one. */
export function postMessage(body: SendMessageBody): Promise<Message> {
  return api.post('/api/messages', body, { schema: import.meta.env.DEV && Message });
}

/** A message the member is sending: its id is made here so that every retry is the same message. */
export interface OutgoingMessage {
  _id: string;
  conversationId: string;
  receiverId: string;
  senderId: string;
  text: string;
}

/**
 * Sends over the socket when it is connected and waits for the acknowledgement; without a
 * connection, without an answer in time or after a server error it sends the same message
 * (same `_id`, so it is never stored twice) over HTTP. A refusal (4xx) is final.
 */
export async function deliverMessage(
  socket: ChatSocket | null,
  { _id, conversationId, receiverId, senderId, text }: OutgoingMessage,
): Promise<Message> {
  if (socket?.connected) {
    const payload: SendMessagePayload = { _id, conversationId, receiverId, senderId, text };
    const ack = await socket
      .timeout(SEND_ACK_TIMEOUT_MS)
      .emitWithAck('sendMessage', payload)
      .catch(() => null);
    // Checked against the contract in development, as the API client checks answers (lib/api-client.ts).
    if (ack?.ok) return import.meta.env.DEV ? Message.parse(ack.message) : ack.message;
    if (ack && ack.status < 500) {
      throw new ApiError('HTTP', ack.error, ack.status, { message: ack.error });
    }
  }
  return postMessage({ _id, conversationId, sender: senderId, text });
}

/**
 * Sends a message; once stored it joins the conversation's messages and moves the conversation
 * to the top of the list (the socket's getMessage echo is then recognised by its id).
 */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  const socket = useSocket();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => deliverMessage(socket, message),
    onSuccess: (message) => cacheMessage(client, message, userId),
  });
}
