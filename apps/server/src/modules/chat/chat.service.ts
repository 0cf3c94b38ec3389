import { randomUUID } from 'node:crypto';
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
import { withStatement, withTransaction } from '../../events/transaction';
import { groupCommit, outcomeOf, settle } from '../../lib/group-commit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
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

/** What sending needs of a conversation: its id and two members, which never change. */
type Pair = Members & { id: string };

/** A message ready to store: its id (the client's, or a new one), text and language. */
interface Draft {
  id: string;
  /** The id is the client's: finding it stored may be a retry. */
  clientId: boolean;
  text: string;
  language: ContentLanguage | null;
}

/** A message waiting for its batch (see `storeBatch`). */
interface Outgoing {
  actor: Actor;
  conversation: Pair;
  draft: Draft;
  /** Sends it on its own, as if no batch had met it: the batch's way out (`storeBatch`). */
  alone: () => Promise<SentMessage>;
}

/** What storing a batch of messages may announce (`withStatement`). */
const MESSAGE_EVENTS = ['message.created'] as const;

/** Messages stored in one statement at most; a burst beyond waits for the next. */
const MAX_BATCH = 500;
/** Pairs whose conversation this process remembers; the oldest is forgotten first. */
const PAIR_CACHE_SIZE = 20_000;

const draftOf = (input: MessageInput): Draft => ({
  id: input._id ?? randomUUID(),
  clientId: input._id !== undefined,
  text: input.text,
  language: languageOnWrite(input.language, [input.text]),
});

const pairKey = (one: string, other: string) =>
  one < other ? `${one}:${other}` : `${other}:${one}`;

const partnerOf = (conversation: Members, userId: string) =>
  conversation.memberA === userId ? conversation.memberB : conversation.memberA;

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
    return authorized(actor, await chatRepository(ctx.db).findConversation(conversationId), action);
  }

  /** The conversation when the actor may `action` it; 404 when there is none, else the policy's. */
  function authorized(
    actor: Actor,
    conversation: ConversationRow | null,
    action: 'read' | 'send',
  ): ConversationRow {
    if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
    conversationPolicy.authorize(actor, action, conversation);
    return conversation;
  }

  /**
   * Stores the actor's message in the conversation on its own, makes it the conversation's
   * latest activity and the sender's read mark, and announces it after the commit. A client id
   * already stored by the same sender in the same conversation is a retry: the stored message is
   * answered and nothing is announced again. Anyone else's id is a 409. Between a blocker and the
   * member they blocked, either way, it is a 403.
   */
  async function storeAlone(actor: Actor, conversation: Pair, draft: Draft): Promise<SentMessage> {
    conversationPolicy.authorize(actor, 'send', conversation);
    await refuseIfBlocked(actor, partnerOf(conversation, actor.id));
    try {
      const message = await withTransaction(ctx, async (tx, events) => {
        const repo = chatRepository(tx);
        const at = await repo.touchConversation(
          conversation.id,
          readMarkOf(conversation, actor.id),
        );
        if (!at) throw notFound(CHAT_MESSAGES.conversationNotFound);
        const row = await repo.insertMessage({
          id: draft.id,
          conversationId: conversation.id,
          senderId: actor.id,
          text: draft.text,
          language: draft.language,
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
      if (err instanceof MessageIdTaken && draft.clientId) {
        const stored = await chatRepository(ctx.db).findMessage(draft.id);
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
   * A batch's message to send on its own afterwards: its conversation was not found, or the
   * statement failed as a whole.
   */
  const sendAlone = Symbol('send alone');

  /**
   * Stores a batch of messages in one statement (group commit), each as `storeAlone` would: in
   * the order they came, a conversation's messages a millisecond apart, each announced after the
   * statement; a message between a blocker and the member they blocked is refused (403) and the
   * others go on. A message whose conversation was deleted meanwhile is then sent on its own.
   * Whatever else only one message at a time can answer (a client id stored already, a sender
   * deleted meanwhile) fails the statement, and its messages are sent one by one, in order. Any
   * other failure fails every message of the batch.
   */
  async function storeBatch(batch: Outgoing[]): Promise<PromiseSettledResult<SentMessage>[]> {
    let outcomes: (PromiseSettledResult<SentMessage> | typeof sendAlone)[];
    try {
      outcomes = await withStatement(ctx, MESSAGE_EVENTS, async (db, events) => {
        const written = await chatRepository(db).sendMessages(
          batch.map(({ actor, conversation, draft }) => ({
            id: draft.id,
            conversationId: conversation.id,
            senderId: actor.id,
            text: draft.text,
            language: draft.language,
          })),
        );
        return batch.map(({ actor, conversation }, i) => {
          const outcome = written[i];
          if (!outcome?.found) return sendAlone;
          return outcomeOf(() => {
            blockPolicy.authorize(actor, 'message', outcome);
            const { message } = outcome;
            if (!message) throw new Error('a batch left a message out');
            events.record('message.created', {
              message: toMessage(message),
              memberIds: [conversation.memberA, conversation.memberB],
            });
            return { message, created: true };
          });
        });
      });
    } catch (err) {
      if (!isUniqueViolation(err) && !isForeignKeyViolation(err)) throw err;
      outcomes = batch.map(() => sendAlone);
    }
    const settled: PromiseSettledResult<SentMessage>[] = [];
    for (const [i, { alone }] of batch.entries()) {
      const outcome = outcomes[i] ?? sendAlone;
      settled.push(outcome === sendAlone ? await settle(alone) : outcome);
    }
    return settled;
  }

  const batches = groupCommit(storeBatch, MAX_BATCH);

  /** Sends the actor's message with the others arriving meanwhile (`storeBatch`). */
  function store(
    actor: Actor,
    conversation: Pair,
    draft: Draft,
    alone: () => Promise<SentMessage>,
  ): Promise<SentMessage> {
    conversationPolicy.authorize(actor, 'send', conversation);
    return batches.submit({ actor, conversation, draft, alone });
  }

  /**
   * The pair's conversation, remembered in this process once found: its id and members never
   * change. Sends that miss at once share one lookup, so they reach the batches in the order
   * they came. `fresh` asks the database, for the rare conversation deleted with an account.
   */
  const pairs = new Map<string, Promise<Pair | null>>();
  const keep = (key: string, pair: Promise<Pair | null>) => {
    pairs.delete(key);
    if (pairs.size >= PAIR_CACHE_SIZE) {
      const [oldest] = pairs.keys();
      if (oldest !== undefined) pairs.delete(oldest);
    }
    pairs.set(key, pair);
  };
  const remember = ({ id, memberA, memberB }: Pair): Pair => {
    const pair = { id, memberA, memberB };
    keep(pairKey(memberA, memberB), Promise.resolve(pair));
    return pair;
  };
  const forget = (key: string, lookup: Promise<Pair | null>) => {
    if (pairs.get(key) === lookup) pairs.delete(key);
  };
  function findPair(one: string, other: string, fresh: boolean): Promise<Pair | null> {
    const key = pairKey(one, other);
    const known = fresh ? undefined : pairs.get(key);
    if (known) return known;
    const lookup = chatRepository(ctx.db)
      .findByPair(one, other)
      .then((row) => row && { id: row.id, memberA: row.memberA, memberB: row.memberB });
    keep(key, lookup);
    // A pair without a conversation yet, or a failed lookup, is asked again next time.
    lookup.then(
      (pair) => pair ?? forget(key, lookup),
      () => forget(key, lookup),
    );
    return lookup;
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
      const inserted = await withStatement(ctx, ['conversation.created'], async (db, events) => {
        const row = await chatRepository(db).insertConversation(actor.id, receiverId);
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
      const { conversation, messages } = await chatRepository(ctx.db).conversationPage(
        conversationId,
        decodeCursor(query.cursor),
        query.limit + 1,
      );
      authorized(actor, conversation, 'read');
      const page = pageOf(messages, query.limit);
      return { items: page.items.reverse(), nextCursor: page.nextCursor };
    },

    /** Sends the actor's message to a conversation of theirs (POST /api/messages). */
    async sendMessage(
      actor: Actor,
      input: Pick<z.output<typeof SendMessageBody>, 'conversationId' | 'text' | '_id' | 'language'>,
    ): Promise<SentMessage> {
      const conversation = await conversationFor(actor, input.conversationId, 'send');
      const draft = draftOf(input);
      return store(actor, conversation, draft, () => storeAlone(actor, conversation, draft));
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
      const draft = draftOf(input);
      const send = async (fresh: boolean): Promise<SentMessage> => {
        const pair = await findPair(actor.id, input.receiverId, fresh);
        if (input.conversationId !== undefined && input.conversationId !== pair?.id) {
          throw forbidden(CHAT_MESSAGES.notAMember);
        }
        const conversation =
          pair ?? remember((await openConversation(actor, input.receiverId)).conversation);
        return fresh
          ? storeAlone(actor, conversation, draft)
          : store(actor, conversation, draft, () => send(true));
      };
      return send(false);
    },

    /** Resolves once every message handed to the service so far is stored or refused. */
    settled: () => batches.idle(),
  };
}
