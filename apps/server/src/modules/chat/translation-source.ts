import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../../lib/policy';
import { conversationPolicy } from './chat.policy';
import { chatRepository } from './chat.repository';

/**
 * The text of a chat message for `POST /api/translate` (issue 17), for a member of its
 * conversation only: the conversation's policy decides (403 for anyone else, admins included);
 * an unknown message is a 404.
 */
export async function messageTranslationSource(
  db: Executor,
  actor: Actor,
  messageId: string,
): Promise<{ text: string; language: string | null }> {
  const repo = chatRepository(db);
  const message = await repo.findMessage(messageId);
  const conversation = message && (await repo.findConversation(message.conversationId));
  if (!message || !conversation) throw notFound('translate.messageNotFound');
  conversationPolicy.authorize(actor, 'read', conversation);
  return { text: message.text, language: message.language };
}
