import type { StatusBadge } from '@one-world/contract';
import { and, type Column, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cursorValues, pastCursor, preparedOnce, preparedShapes } from '../../db/prepared';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  users,
} from '../../db/schema';
import { unreadCountOf } from '../../db/unread-count';
import { isBlockedBetween } from '../../db/visibility';
import type { Keyset } from '../../lib/keyset-cursor';

/** The column holding one member's read mark in their conversations. */
export type ReadMark = 'memberAReadAt' | 'memberBReadAt';

/** One entry of a member's conversation list, with what the list shows of it. */
export interface ConversationListItem extends ConversationRow {
  partnerId: string;
  partnerName: string;
  partnerAvatarUrl: string | null;
  partnerStatusBadge: StatusBadge | null;
  lastMessage: MessageRow | null;
  unreadCount: number;
}

export interface NewMessage {
  /** The client's id for the message; absent, the database makes one. */
  id: string | undefined;
  conversationId: string;
  senderId: string;
  text: string;
  /** ISO 639-1, chosen by the sender or detected; null when unknown. */
  language: string | null;
  /** From `touchConversation`. */
  createdAt: Date;
}

/**
 * The messages of one conversation that `userId` has not read: the partner's, after the member's
 * read mark (all of them before the first mark).
 */
const unreadIn = (conversationId: Column | SQL, userId: string | SQL, readAt: Column | SQL) =>
  and(
    eq(messages.conversationId, conversationId),
    ne(messages.senderId, userId),
    sql`${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)`,
  );

/**
 * `unreadTotal`'s query, asked on every signed-in page (the header's Chats badge): prepared once.
 * Built and planned anew on each request it cost 2.5 times the node's and 4 times PostgreSQL's
 * time (issue 12).
 */
const unreadTotalStatement = preparedOnce('chat_unread_total', (db: Executor) => {
  const userId = sql`${sql.placeholder('userId')}::uuid`;
  const readAt = sql`case when ${conversations.memberA} = ${userId} then ${conversations.memberAReadAt} else ${conversations.memberBReadAt} end`;
  return db
    .select({
      count: unreadCountOf(
        sql`${conversations} inner join ${messages} on ${unreadIn(conversations.id, userId, readAt)}`,
        or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)),
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
});

/**
 * `findConversation`'s query, asked before every page of messages, send and read mark: prepared
 * once (building a query cost more of the node's time than PostgreSQL took to answer it).
 */
const conversationStatement = preparedOnce('chat_conversation', (db: Executor) =>
  db
    .select()
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('conversationId')))
    .limit(1),
);

/** A message as `conversationPageStatement`'s JSON carries it: its time is an ISO string there. */
type MessageJson = Omit<MessageRow, 'createdAt'> & { createdAt: string };

/**
 * `conversationPage`'s query, asked on every page of a conversation: the conversation (for the
 * policy) with a page of its messages, newest first, as JSON, in one statement. Prepared once for
 * the first page and once for the older ones.
 */
const conversationPageStatement = preparedShapes(
  'chat_conversation_page',
  (older: boolean) => (older ? 'older' : 'first'),
  (db: Executor, older) => {
    const where = eq(messages.conversationId, conversations.id);
    const page = sql<
      MessageJson[]
    >`(select coalesce(json_agg(m order by m."createdAt" desc, m.id desc), '[]'::json) from (
      select ${messages.id} as id, ${messages.conversationId} as "conversationId",
        ${messages.senderId} as "senderId", ${messages.text} as text,
        ${messages.language} as language, ${messages.createdAt} as "createdAt"
      from ${messages}
      where ${older ? and(where, pastCursor(messages.createdAt, messages.id, 'newest first')) : where}
      order by ${messages.createdAt} desc, ${messages.id} desc
      limit ${sql.placeholder('take')}) m)`;
    return db
      .select({ conversation: conversations, messages: page })
      .from(conversations)
      .where(eq(conversations.id, sql.placeholder('conversationId')))
      .limit(1);
  },
);

/**
 * `listConversations`' query, asked by every visit of the chats screen: prepared once for the
 * first page and once for the later ones (built and planned per request it cost more than the
 * page's index reads). Each side of the pair (member_a, member_b) is a backward range scan of its
 * index cut at the page size, and the two are merged, so a page reads at most 2 × `take`
 * conversations however many the member has (an OR would make PostgreSQL collect and sort all of
 * them). The last message and the count are index reads of messages_conversation_created_idx
 * per row of the page.
 */
const conversationsPageStatement = preparedShapes(
  'chat_conversations_page',
  (later: boolean) => (later ? 'later' : 'first'),
  (db: Executor, later) => {
    const userId = sql`${sql.placeholder('userId')}::uuid`;
    const take = sql.placeholder('take');
    const side = (member: Column) => {
      const mine = eq(member, userId);
      return db
        .select()
        .from(conversations)
        .where(
          later
            ? and(mine, pastCursor(conversations.updatedAt, conversations.id, 'newest first'))
            : mine,
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(take);
    };
    const page = side(conversations.memberA).unionAll(side(conversations.memberB)).as('page');
    const isA = sql`${page.memberA} = ${userId}`;
    const partnerId = sql`case when ${isA} then ${page.memberB} else ${page.memberA} end`;
    const readAt = sql`case when ${isA} then ${page.memberAReadAt} else ${page.memberBReadAt} end`;
    const last = db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, page.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
      .as('last_message');
    return db
      .select({
        conversation: {
          id: page.id,
          memberA: page.memberA,
          memberB: page.memberB,
          createdAt: page.createdAt,
          updatedAt: page.updatedAt,
          memberAReadAt: page.memberAReadAt,
          memberBReadAt: page.memberBReadAt,
        },
        partnerId: users.id,
        partnerName: users.name,
        partnerAvatarUrl: users.avatarUrl,
        partnerStatusBadge: users.statusBadge,
        // Null (the left join found no message) before the first message.
        lastMessage: {
          id: last.id,
          conversationId: last.conversationId,
          senderId: last.senderId,
          text: last.text,
          language: last.language,
          createdAt: last.createdAt,
        },
        unreadCount: unreadCountOf(messages, unreadIn(page.id, userId, readAt)),
      })
      .from(page)
      .innerJoin(users, eq(users.id, partnerId))
      .leftJoinLateral(last, sql`true`)
      .orderBy(desc(page.updatedAt), desc(page.id))
      .limit(take);
  },
);

/** A message of a batch (`sendMessages`): its id, where, by whom, its text and language. */
export interface BatchMessage {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  language: string | null;
}

/** What sending a batch did for one of its messages (`sendMessages`). */
export interface BatchOutcome {
  /** False when its conversation no longer exists: nothing was written. */
  found: boolean;
  /** One member of its conversation blocked the other: nothing was written. */
  blockedEitherWay: boolean;
  /** The message as stored; null when nothing was written. */
  message: MessageRow | null;
}

/**
 * A batch of messages in ONE statement, prepared once per database (a batch's round trips, not
 * PostgreSQL's work, were most of its time under load, issue 12); the items are arrays in step.
 * It locks the batch's conversations in the order of their ids (two batches at once, on two
 * nodes, then wait for each other instead of deadlocking) and reads whether a block stands
 * between each one's members; only in the others, it gives each conversation's messages times a
 * millisecond apart in the items' order, the first at least a millisecond after its previous
 * activity, makes the last one its latest activity and each sender's last one their read mark
 * (as `touchConversation` does for one), and inserts the messages.
 */
const sendStatement = preparedOnce('chat_send_messages', (db: Executor) => {
  const step = sql`interval '1 millisecond'`;
  const item = db
    .$with('item', { id: messages.id })
    .as(
      sql`select * from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('conversationIds')}::uuid[], ${sql.placeholder('senderIds')}::uuid[], ${sql.placeholder('texts')}::text[], ${sql.placeholder('languages')}::text[]) with ordinality as "i"("id", "conversation_id", "sender_id", "text", "language", "n")`,
    );
  const locked = db
    .$with('locked', { id: conversations.id })
    .as(
      sql`select ${conversations.id}, ${conversations.memberA}, ${isBlockedBetween(conversations.memberA, sql`${conversations.memberB}`)} as "blocked" from ${conversations} where ${conversations.id} = any(${sql.placeholder('conversationIds')}::uuid[]) order by ${conversations.id} for update of ${conversations}`,
    );
  // The messages to write, each with its place among its conversation's and their number.
  const sending = db
    .$with('sending', { id: messages.id })
    .as(
      sql`select "item".*, "locked"."member_a", row_number() over (partition by "item"."conversation_id" order by "item"."n") - 1 as "position", count(*) over (partition by "item"."conversation_id") as "count" from "item" join "locked" on "locked"."id" = "item"."conversation_id" where not "locked"."blocked"`,
    );
  const first = sql`greatest(now(), ${conversations.updatedAt} + ${step})`;
  const mark = (column: Column, last: string) =>
    sql`case when "t".${sql.identifier(last)} is null then ${column} else ${first} + "t".${sql.identifier(last)} * ${step} end`;
  const touched = db
    .$with('touched', { id: conversations.id, updatedAt: conversations.updatedAt })
    .as(
      sql`update ${conversations} set "updated_at" = ${first} + ("t"."count" - 1) * ${step}, "member_a_read_at" = ${mark(conversations.memberAReadAt, 'a_last')}, "member_b_read_at" = ${mark(conversations.memberBReadAt, 'b_last')} from (select "conversation_id", max("count") as "count", max("position") filter (where "sender_id" = "member_a") as "a_last", max("position") filter (where "sender_id" <> "member_a") as "b_last" from "sending" group by "conversation_id") as "t" where ${conversations.id} = "t"."conversation_id" returning ${conversations.id}, ${conversations.updatedAt}`,
    );
  const inserted = db
    .$with('inserted', { id: messages.id, createdAt: messages.createdAt })
    .as(
      sql`insert into ${messages} ("id", "conversation_id", "sender_id", "text", "language", "created_at") select "s"."id", "s"."conversation_id", "s"."sender_id", "s"."text", "s"."language", "touched"."updated_at" - ("s"."count" - 1 - "s"."position") * ${step} from "sending" as "s" join "touched" on "touched"."id" = "s"."conversation_id" returning "id", "created_at"`,
    );
  return db
    .with(item, locked, sending, touched, inserted)
    .select({
      found: sql<boolean>`"locked"."id" is not null`,
      blocked: sql<boolean | null>`"locked"."blocked"`,
      createdAt: inserted.createdAt,
    })
    .from(item)
    .leftJoin(locked, sql`"locked"."id" = "item"."conversation_id"`)
    .leftJoin(inserted, sql`"inserted"."id" = "item"."id"`)
    .orderBy(sql`"item"."n"`);
});

/** All SQL about conversations and their messages (one aggregate). */
export function chatRepository(db: Executor) {
  return {
    /**
     * Creates the pair's conversation unless one exists; null when it did. The unique index on
     * (least, greatest) of the members settles concurrent creations: the later insert waits for
     * the earlier one and then does nothing.
     */
    async insertConversation(memberA: string, memberB: string): Promise<ConversationRow | null> {
      const rows = await db
        .insert(conversations)
        .values({ memberA, memberB })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /** The conversation of the two members, whoever started it. */
    async findByPair(one: string, other: string): Promise<ConversationRow | null> {
      const rows = await db
        .select()
        .from(conversations)
        .where(
          sql`least(${conversations.memberA}, ${conversations.memberB}) = least(${one}::uuid, ${other}::uuid)
          and greatest(${conversations.memberA}, ${conversations.memberB}) = greatest(${one}::uuid, ${other}::uuid)`,
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async findConversation(conversationId: string): Promise<ConversationRow | null> {
      const rows = await conversationStatement(db, { conversationId });
      return rows[0] ?? null;
    },

    /**
     * One page of the member's conversations, latest activity first, with the partner, the last
     * message and the unread count, in ONE prepared query (`conversationsPageStatement`).
     */
    async listConversations(
      userId: string,
      after: Keyset | undefined,
      take: number,
    ): Promise<ConversationListItem[]> {
      const rows = await conversationsPageStatement(db, after !== undefined, {
        userId,
        ...cursorValues(after),
        take,
      });
      return rows.map(({ conversation, ...rest }) => ({ ...conversation, ...rest }));
    },

    /** The member's unread messages over all their conversations, up to UNREAD_COUNT_MAX. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await unreadTotalStatement(db, { userId });
      return row?.count ?? 0;
    },

    /**
     * The member's unread messages in one conversation, `mark` being their read mark, up to
     * UNREAD_COUNT_MAX.
     */
    async unreadIn(conversationId: string, userId: string, mark: ReadMark): Promise<number> {
      const rows = await db
        .select({
          count: unreadCountOf(messages, unreadIn(conversations.id, userId, conversations[mark])),
        })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return rows[0]?.count ?? 0;
    },

    /**
     * Moves the member's read mark up to the conversation's newest message, whose time is the
     * conversation's latest activity (before any message, its creation: nothing to read).
     */
    async markRead(conversationId: string, mark: ReadMark): Promise<void> {
      await db
        .update(conversations)
        .set({ [mark]: sql`${conversations.updatedAt}` })
        .where(eq(conversations.id, conversationId));
    },

    /**
     * The conversation (null when there is none) and a page of its messages, newest first, older
     * than the cursor: read together, for the caller's policy to decide whether to show them.
     */
    async conversationPage(
      conversationId: string,
      olderThan: Keyset | undefined,
      take: number,
    ): Promise<{ conversation: ConversationRow | null; messages: MessageRow[] }> {
      const [row] = await conversationPageStatement(db, olderThan !== undefined, {
        conversationId,
        ...cursorValues(olderThan),
        take,
      });
      return {
        conversation: row?.conversation ?? null,
        messages: (row?.messages ?? []).map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
      };
    },

    /** Stores a message unless its id is taken (a retry, or someone else's id): null then. */
    async insertMessage(message: NewMessage): Promise<MessageRow | null> {
      const rows = await db
        .insert(messages)
        .values(message)
        .onConflictDoNothing({ target: messages.id })
        .returning();
      return rows[0] ?? null;
    },

    /**
     * Stores a batch of messages in ONE statement that commits by itself (`sendStatement`); answers
     * each message's outcome in the batch's order. An id taken already (a retry, someone else's
     * id, or one sent twice in the batch) fails the whole statement with a unique violation.
     */
    async sendMessages(batch: readonly BatchMessage[]): Promise<BatchOutcome[]> {
      const rows = await sendStatement(db, {
        ids: batch.map((m) => m.id),
        conversationIds: batch.map((m) => m.conversationId),
        senderIds: batch.map((m) => m.senderId),
        texts: batch.map((m) => m.text),
        languages: batch.map((m) => m.language),
      });
      // Only the times come back: the rest of each stored message is what was sent.
      return rows.map(({ found, blocked, createdAt }, i) => {
        const sent = batch[i];
        return {
          found,
          blockedEitherWay: blocked === true,
          message: createdAt && sent ? { ...sent, createdAt } : null,
        };
      });
    },

    async findMessage(messageId: string): Promise<MessageRow | null> {
      const rows = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Takes the time of a new message in the conversation and makes it the latest activity and
     * the sender's read mark; null when there is no such conversation. Holding the
     * conversation's row until the commit makes the sends of one conversation take turns, and
     * each time is at least a millisecond after the previous one: messages are ordered as they
     * were stored, so a read mark never passes over a message committed after it.
     */
    async touchConversation(conversationId: string, senderMark: ReadMark): Promise<Date | null> {
      const next = sql`greatest(now(), ${conversations.updatedAt} + interval '1 millisecond')`;
      const rows = await db
        .update(conversations)
        .set({ updatedAt: next, [senderMark]: next })
        .where(eq(conversations.id, conversationId))
        .returning({ at: conversations.updatedAt });
      return rows[0]?.at ?? null;
    },
  };
}
