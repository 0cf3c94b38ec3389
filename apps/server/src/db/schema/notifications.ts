import { NOTIFICATION_KINDS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';
import { comments, posts } from './posts';
import { users } from './users';

/**
 * A member's notifications, written in the transaction of the action that causes them. Likes of
 * one post group into one unread row (`group_key`): each new liker becomes `actor_id`, the one
 * before counts in `others_count`, and `created_at` moves to the newest like.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    // Who acted (the newest of a group); null for moderators' actions. A deleted member's
    // notifications go with their account, as their comments, likes and follows do.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    othersCount: integer('others_count').notNull().default(0),
    // A notification about a post goes with it.
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    // The comment it is about (a new comment, a removed one); it goes with the comment.
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    // A report a moderator acted on (no foreign key: a report row outlives nothing it needs).
    reportId: uuid('report_id'),
    detail: text('detail'),
    groupKey: text('group_key'),
    createdAt: millis('created_at').notNull().defaultNow(),
    readAt: millis('read_at'),
  },
  (t) => [
    // A member's list, newest first (keyset on created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt, t.id),
    // The bell's count reads only unread rows.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    // One unread group per key (grouped likes), which also settles two likes at once.
    uniqueIndex('notifications_unread_group_idx')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    index('notifications_post_idx').on(t.postId),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_actor_idx').on(t.actorId),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check('notifications_others_count_check', sql`${t.othersCount} >= 0`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
