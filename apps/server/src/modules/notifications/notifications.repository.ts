import { type NotificationKind, ROLES, type Role } from '@one-world/contract';
import { and, desc, eq, gt, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { notifications, posts, reports, users } from '../../db/schema';
import { unreadCountOf } from '../../db/unread-count';
import { type PreparedViewer, type Viewer, visibleTo } from '../../db/visibility';
import type { Keyset } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { followGroup, likeGroup } from './group-keys';

/** A notification to write: who gets it, why, and what it is about. */
export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actorId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  reportId?: string | null;
  detail?: string | null;
}

/** A row of a member's list, with what it names as the member may see it now. */
export interface NotificationListItem {
  id: string;
  kind: NotificationKind;
  othersCount: number;
  detail: string | null;
  /** The comment it is about (a new or a removed comment); null for the others. */
  commentId: string | null;
  createdAt: Date;
  readAt: Date | null;
  actor: { id: string; name: string; avatarUrl: string | null } | null;
  post: { id: string; title: string } | null;
  report: { id: string; title: string; status: 'open' | 'resolved' | 'dismissed' } | null;
}

/**
 * Whether the member may see a notification: not when its actor is someone they may not see
 * (blocked either way, or suspended), by the one visibility rule. Moderators' rows have no actor.
 */
const listable = (viewer: Viewer | PreparedViewer): SQL | undefined =>
  visibleTo(viewer, { authorId: notifications.actorId });

const unread = isNull(notifications.readAt);

/** The member whose notifications are read, and when (what they may see depends on both). */
export type Recipient = Viewer & { actor: Actor };

/** The recipient's notifications they have not read and may see: what their unread count counts. */
const unreadBy = (viewer: Recipient | (PreparedViewer & { actor: object })) =>
  and(eq(notifications.recipientId, viewer.actor.id), unread, listable(viewer));

/** Narrows a page to the unread notifications written after `after` (all unread when null). */
export interface UnreadFilter {
  after: Date | null;
}

/** `unreadCountOfMember`'s query, asked after every notification: prepared once. */
const unreadCountStatement = preparedOnce('unread_count_of_member', (db: Executor) => {
  const memberId = sql.placeholder('memberId');
  const countAs = (role: Role) =>
    unreadCountOf(
      notifications,
      unreadBy({ actor: { id: memberId, role }, now: sql.placeholder('now') }),
    );
  const roles = ROLES.map((role) => sql`when ${role} then ${countAs(role)}`);
  return db
    .select({
      n: sql<number>`case ${users.role} ${sql.join(roles, sql` `)} end`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql`${memberId}::uuid`));
});

/** What the notification of a new comment names, as expressions of the statement that writes it. */
export interface CommentNotificationSource {
  /** The FROM list its row comes from: the inserted comment, with its post. */
  from: SQL;
  /** Its new id (time-ordered, `timeOrderedId`, so the inserts share the index's last pages). */
  id: SQL;
  recipientId: SQL;
  actorId: SQL;
  postId: SQL;
  commentId: SQL;
  /** When it was written, as an ISO string (a placeholder in a query prepared once). */
  at: SQL | Placeholder;
}

/**
 * The notification of a new comment to the post's author, as a data-modifying WITH of the
 * statement that inserts the comment, so a comment costs one round trip: one row per row of
 * `source.from`, none when the author commented on their own post. Answers each notification's
 * id, recipient and comment; the statement's caller records `notification.created` with them.
 */
export const commentNotification = (db: Executor, source: CommentNotificationSource) =>
  db
    .$with('notified', {
      id: notifications.id,
      recipientId: notifications.recipientId,
      commentId: notifications.commentId,
    })
    .as(
      sql`insert into ${notifications} ("id", "recipient_id", "kind", "actor_id", "post_id", "comment_id", "created_at") select ${source.id}, ${source.recipientId}, 'comment', ${source.actorId}, ${source.postId}, ${source.commentId}, ${source.at}::timestamptz from ${source.from} where ${source.recipientId} <> ${source.actorId} returning "id", "recipient_id", "comment_id"`,
    );

/** What a grouped notification names, as expressions of the statement that writes it. */
export interface GroupedNotificationSource {
  /** The FROM list its row comes from: the like or the follow inserted (none: no notification). */
  from: SQL;
  /** Its id when it is a new row (time-ordered); one joining an unread group keeps the group's. */
  id: SQL;
  recipientId: SQL;
  actorId: SQL;
  /** When it was written, as an ISO string (a placeholder in a query prepared once). */
  at: SQL | Placeholder;
}

/**
 * A grouped notification (`group_key`) as a data-modifying WITH of the statement that writes its
 * cause (one round trip for a like): a new row, or, when the recipient has an unread one with the
 * same key, that row made the newest again with this actor. `countOthers` then counts the actor
 * before among the others (unless the same member acts again). None when the recipient is the
 * actor. The unique-while-unread index makes two at once end in one row. Answers its id and
 * recipient; the caller records `notification.created` with them.
 */
function groupedNotification(
  db: Executor,
  source: GroupedNotificationSource,
  row: { kind: 'like' | 'follow'; postId: SQL; groupKey: SQL; countOthers: boolean },
) {
  const others = row.countOthers
    ? sql`case when ${notifications.actorId} = excluded."actor_id" then ${notifications.othersCount} else ${notifications.othersCount} + 1 end`
    : notifications.othersCount;
  return db
    .$with('notified', { id: notifications.id, recipientId: notifications.recipientId })
    .as(
      sql`insert into ${notifications} ("id", "recipient_id", "kind", "actor_id", "post_id", "group_key", "created_at") select ${source.id}, ${source.recipientId}, ${row.kind}, ${source.actorId}, ${row.postId}, ${row.groupKey}, ${source.at}::timestamptz from ${source.from} where ${source.recipientId} <> ${source.actorId} on conflict ("recipient_id", "group_key") where "read_at" is null and "group_key" is not null do update set "actor_id" = excluded."actor_id", "others_count" = ${others}, "created_at" = excluded."created_at" returning "id", "recipient_id"`,
    );
}

/**
 * A new like's notification to the post's author (`groupedNotification`): the post's unread likes
 * are one row, "Ana and 12 others liked…".
 */
export const likeNotification = (
  db: Executor,
  source: GroupedNotificationSource & { postId: SQL },
) =>
  groupedNotification(db, source, {
    kind: 'like',
    postId: source.postId,
    groupKey: likeGroup(source.postId),
    countOthers: true,
  });

/**
 * A new follow's notification to the member followed (`groupedNotification`): one follower's
 * unread follow is one row, which following again after an unfollow refreshes.
 */
export const followNotification = (db: Executor, source: GroupedNotificationSource) =>
  groupedNotification(db, source, {
    kind: 'follow',
    postId: sql`null::uuid`,
    groupKey: followGroup(source.actorId),
    countOthers: false,
  });

/** Notifications: written by the subscribers of the actions that cause them, read by their recipient. */
export function notificationsRepository(db: Executor) {
  /** Marks the unread notifications `which` picks read at `at`; answers whether there were any. */
  async function markReadWhere(which: SQL, at: Date): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(which, unread))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  return {
    /** Writes one notification at `at` and answers its id. */
    async insert(row: NewNotification, at: Date): Promise<string> {
      const [inserted] = await db
        .insert(notifications)
        .values({ ...row, createdAt: at })
        .returning({ id: notifications.id });
      if (!inserted) throw new Error('insert into notifications returned no row');
      return inserted.id;
    },

    /**
     * A page of the member's notifications, newest first, older than the cursor. A post the
     * member may no longer see (a moderator removed it, its author is blocked…) comes back as
     * null, except on the moderator's own notice of removing it, which names its title. With
     * `unreadOnly`, only the unread ones it names (the mail digest's).
     */
    async page(
      viewer: Recipient,
      cursor: Keyset | undefined,
      limit: number,
      unreadOnly?: UnreadFilter,
    ): Promise<NotificationListItem[]> {
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          othersCount: notifications.othersCount,
          detail: notifications.detail,
          commentId: notifications.commentId,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          actorId: users.id,
          actorName: users.name,
          actorAvatarUrl: users.avatarUrl,
          postId: posts.id,
          postTitle: posts.title,
          reportId: reports.id,
          reportTitle: reports.title,
          reportStatus: reports.status,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .leftJoin(
          posts,
          and(
            eq(posts.id, notifications.postId),
            or(
              eq(notifications.kind, 'moderation'),
              visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt }),
            ),
          ),
        )
        .leftJoin(reports, eq(reports.id, notifications.reportId))
        .where(
          and(
            eq(notifications.recipientId, viewer.actor.id),
            listable(viewer),
            unreadOnly && unread,
            unreadOnly?.after ? gt(notifications.createdAt, unreadOnly.after) : undefined,
            cursor
              ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
      return rows.map(
        (row): NotificationListItem => ({
          id: row.id,
          kind: row.kind,
          othersCount: row.othersCount,
          detail: row.detail,
          commentId: row.commentId,
          createdAt: row.createdAt,
          readAt: row.readAt,
          actor:
            row.actorId && row.actorName !== null
              ? { id: row.actorId, name: row.actorName, avatarUrl: row.actorAvatarUrl }
              : null,
          post:
            row.postId && row.postTitle !== null ? { id: row.postId, title: row.postTitle } : null,
          report:
            row.reportId && row.reportTitle !== null && row.reportStatus !== null
              ? { id: row.reportId, title: row.reportTitle, status: row.reportStatus }
              : null,
        }),
      );
    },

    /** Whose notification it is, or null when there is none. */
    async findRecipient(id: string): Promise<{ recipientId: string } | null> {
      const [row] = await db
        .select({ recipientId: notifications.recipientId })
        .from(notifications)
        .where(eq(notifications.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Marks one notification read; answers whether it was unread. */
    markRead(id: string, at: Date): Promise<boolean> {
      return markReadWhere(eq(notifications.id, id), at);
    },

    /** Marks every unread notification of the member read; answers whether there was one. */
    markAllRead(recipientId: string, at: Date): Promise<boolean> {
      return markReadWhere(eq(notifications.recipientId, recipientId), at);
    },

    /**
     * How many of the member's notifications they have not read and may see, up to
     * UNREAD_COUNT_MAX, with their role (which decides what they may see) read in the same
     * query: one prepared statement for the bell on every page and after every notification.
     * Null for an unknown member.
     */
    async unreadCountOfMember(memberId: string, now: Date): Promise<number | null> {
      const [row] = await unreadCountStatement(db, { memberId, now: now.toISOString() });
      return row ? row.n : null;
    },
  };
}
