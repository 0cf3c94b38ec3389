import {
  CHAT_MESSAGES,
  type ContentLanguage,
  type ConversationsQuery,
  type MessagesQuery,
  type SendMessageBody,
  type SendMessagePayload,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import type { ConversationRow, MessageRow, UserRow } from '../../db/schema';
import { withTransaction } from '../../events/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { blockPolicy, isBlockedEitherWay, userExists, userPolicy, usersService } from '../users';
import { conversationPolicy, inboxPolicy, type Members } from './chat.policy';
import { toMessage } from './chat.presenter';
import { type ConversationListItem, chatRepository, type ReadMark } from './chat.repository';

/** A conversation and whether this call created it. */
export interface OpenedConversation {
  conversation: ConversationRow;
  created: boolean;
}

/** A sent message and whether this call stored it (false: a retry found it stored already). */
export interface SentMessage {
  message: MessageRow;
  created: boolean;
}

/**
 * What a message is, whichever way it was sent: its text, the client's id for it and the
 * language the sender chose (null or left out: detected from the text).
 */
type MessageInput = {
  text: string;
  _id?: string | undefined;
  language?: ContentLanguage | null | undefined;
};

/** A message's client id is stored already (a retry, or someone else's id). */
class MessageIdTaken extends Error {}

/** The column of the member's read mark in their conversation. */
const readMarkOf = (conversation: Members, userId: string): ReadMark =>
  conversation.memberA === userId ? 'memberAReadAt' : 'memberBReadAt';

/** Conversations between two members: opening one, their lists, messages and read marks. */
export function chatService(ctx: ServiceContext) {
  const users = usersService(ctx);

  /** Refuses (403) a message between a blocker and the member they blocked, either way. */
  async function refuseIfBlocked(actor: Actor, otherId: string): Promise<void> {
    const blockedEitherWay = await isBlockedEitherWay(ctx.db, actor.id, otherId);
    blockPolicy.authorize(actor, 'message', { blockedEitherWay });
  }

  /** The conversation once the policy lets the actor `action` it; 404 when there is none. */
  async function conversationFor(
    actor: Actor,
    conversationId: string,
    action: 'read' | 'send',
  ): Promise<ConversationRow> {
    const conversation = await chatRepository(ctx.db).findConversation(conversationId);
    if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
    conversationPolicy.authorize(actor, action, conversation);
    return conversation;
  }

  /**
   * Stores the actor's message in the conversation, makes it the conversation's latest activity
   * and the sender's read mark, and announces it after the commit. A client id already stored by
   * the same sender in the same conversation is a retry: the stored message is answered and
   * nothing is announced again. Anyone else's id is a 409. Between a blocker and the member they
   * blocked, either way, it is a 403.
   */
  async function store(
    actor: Actor,
    conversation: ConversationRow,
    input: MessageInput,
  ): Promise<SentMessage> {
    conversationPolicy.authorize(actor, 'send', conversation);
    await refuseIfBlocked(
      actor,
      conversation.memberA === actor.id ? conversation.memberB : conversation.memberA,
    );
    try {
      const message = await withTransaction(ctx, async (tx, events) => {
        const repo = chatRepository(tx);
        const at = await repo.touchConversation(
          conversation.id,
          readMarkOf(conversation, actor.id),
        );
        if (!at) throw notFound(CHAT_MESSAGES.conversationNotFound);
        const row = await repo.insertMessage({
          id: input._id,
          conversationId: conversation.id,
          senderId: actor.id,
          text: input.text,
          language: languageOnWrite(input.language, [input.text]),
          createdAt: at,
        });
        // Rolls the touch back: a retry is no new activity.
        if (!row) throw new MessageIdTaken();
        events.record('message.created', {
          message: toMessage(row),
          memberIds: [conversation.memberA, conversation.memberB],
        });
        return row;
      });
      return { message, created: true };
    } catch (err) {
      if (err instanceof MessageIdTaken && input._id) {
        const stored = await chatRepository(ctx.db).findMessage(input._id);
        if (stored?.senderId === actor.id && stored.conversationId === conversation.id) {
          return { message: stored, created: false };
        }
        throw conflict(CHAT_MESSAGES.messageIdTaken);
      }
      // The sender deleted their account meanwhile.
      if (isForeignKeyViolation(err)) throw notFound(CHAT_MESSAGES.conversationNotFound);
      throw err;
    }
  }

  /**
   * The actor's conversation with the member: the existing one of the pair, whoever started
   * it, or a new one. Oneself is a 400 (a request that can never succeed), an unknown member a
   * 404, a member who blocked the actor or whom the actor blocked a 403. Exactly one per pair,
   * also when both start it at the same moment.
   */
  async function openConversation(actor: Actor, receiverId: string): Promise<OpenedConversation> {
    if (!userPolicy.can(actor, 'message', { id: receiverId })) {
      throw badRequest(CHAT_MESSAGES.cannotMessageSelf);
    }
    if (!(await userExists(ctx.db, receiverId))) throw notFound(USER_MESSAGES.userNotFound);
    await refuseIfBlocked(actor, receiverId);
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
  }

  return {
    openConversation,

    /** A page of the member's own conversations, latest activity first (403 for anyone else's). */
    async listConversations(
      actor: Actor,
      userId: string,
      query: z.output<typeof ConversationsQuery>,
    ): Promise<Page<ConversationListItem>> {
      inboxPolicy.authorize(actor, 'list', { userId });
      const after = decodeCursor(query.cursor);
      const rows = await chatRepository(ctx.db).listConversations(userId, after, query.limit + 1);
      return pageOf(rows, query.limit, (row) => ({ createdAt: row.updatedAt, id: row.id }));
    },

    /** The member's own unread messages over all their conversations (403 for anyone else's). */
    async unreadCount(actor: Actor, userId: string): Promise<number> {
      inboxPolicy.authorize(actor, 'list', { userId });
      return chatRepository(ctx.db).unreadTotal(userId);
    },

    /**
     * Marks the conversation read by the actor up to its newest message, tells the actor's other
     * tabs after the commit, and answers what is left unread there (a message stored meanwhile).
     */
    async markRead(actor: Actor, conversationId: string): Promise<number> {
      const conversation = await conversationFor(actor, conversationId, 'read');
      const mark = readMarkOf(conversation, actor.id);
      return withTransaction(ctx, async (tx, events) => {
        const repo = chatRepository(tx);
        await repo.markRead(conversation.id, mark);
        events.record('conversation.read', { conversationId: conversation.id, userId: actor.id });
        return repo.unreadIn(conversation.id, actor.id, mark);
      });
    },

    /** A chat partner's public name, picture and badge; 404 when there is no such member. */
    async chatMember(userId: string): Promise<UserRow> {
      const user = await users.findUser(userId);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      return user;
    },

    /**
     * A page of the conversation's messages for one of its members: pages run backwards from
     * the newest (the cursor names the older page), each listed oldest to newest.
     */
    async listMessages(
      actor: Actor,
      conversationId: string,
      query: z.output<typeof MessagesQuery>,
    ): Promise<Page<MessageRow>> {
      const before = decodeCursor(query.cursor);
      await conversationFor(actor, conversationId, 'read');
      const rows = await chatRepository(ctx.db).listMessages(
        conversationId,
        before,
        query.limit + 1,
      );
      const page = pageOf(rows, query.limit);
      return { items: page.items.reverse(), nextCursor: page.nextCursor };
    },

    /** Sends the actor's message to a conversation of theirs (POST /api/messages). */
    async sendMessage(
      actor: Actor,
      input: Pick<z.output<typeof SendMessageBody>, 'conversationId' | 'text' | '_id' | 'language'>,
    ): Promise<SentMessage> {
      const conversation = await conversationFor(actor, input.conversationId, 'send');
      return store(actor, conversation, input);
    },

    /**
     * Sends the actor's message to a member (the socket's sendMessage), in the pair's
     * conversation, which is created with the first message. A `conversationId` the client names
     * must be that conversation: anything else is a 403, whoever's it is.
     */
    async sendToMember(
      actor: Actor,
      input: Omit<z.output<typeof SendMessagePayload>, 'senderId'>,
    ): Promise<SentMessage> {
      const pair = await chatRepository(ctx.db).findByPair(actor.id, input.receiverId);
      if (input.conversationId !== undefined && input.conversationId !== pair?.id) {
        throw forbidden(CHAT_MESSAGES.notAMember);
      }
      const conversation = pair ?? (await openConversation(actor, input.receiverId)).conversation;
      return store(actor, conversation, input);
    },
  };
}
