import { CHAT_MESSAGES, USER_MESSAGES } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { ConversationRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { badRequest, notFound } from '../../lib/http-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { userExists, userPolicy } from '../users';
import { chatRepository } from './chat.repository';

/** A conversation and whether this call created it. */
export interface OpenedConversation {
  conversation: ConversationRow;
  created: boolean;
}

/** Conversations between two members (the chat issue adds messages and the lists). */
export function chatService(ctx: ServiceContext) {
  return {
    /**
     * The actor's conversation with the member: the existing one of the pair, whoever started
     * it, or a new one. Oneself is a 400 (a request that can never succeed), an unknown member a
     * 404. Exactly one per pair, also when both start it at the same moment.
     */
    async openConversation(actor: Actor, receiverId: string): Promise<OpenedConversation> {
      if (!userPolicy.can(actor, 'message', { id: receiverId })) {
        throw badRequest(CHAT_MESSAGES.cannotMessageSelf);
      }
      if (!(await userExists(ctx.db, receiverId))) throw notFound(USER_MESSAGES.userNotFound);
      try {
        const inserted = await withTransaction(ctx, async (tx, events) => {
          const row = await chatRepository(tx).insertConversation(actor.id, receiverId);
          if (row) {
            events.record('conversation.created', {
              conversationId: row.id,
              memberIds: [row.memberA, row.memberB],
            });
          }
          return row;
        });
        if (inserted) return { conversation: inserted, created: true };
      } catch (err) {
        // The receiver deleted their account between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(USER_MESSAGES.userNotFound);
        throw err;
      }
      // A new statement sees the conversation the concurrent insert committed.
      const existing = await chatRepository(ctx.db).findByPair(actor.id, receiverId);
      if (!existing) throw new Error('the conversation of a pair vanished after a conflict');
      return { conversation: existing, created: false };
    },
  };
}
