import { type SQL, sql } from 'drizzle-orm';

/**
 * The `group_key`s of notifications. A key groups the unread notifications of one subject into
 * one row (the unique-while-unread index); a read one leaves the key free for a new row. The keys
 * are SQL expressions of their subject's id: the statement that writes a like or a follow writes
 * its notification (`likeNotification`, `followNotification`).
 */

/** A post's unread likes: each new liker joins the one row ("Ana and 12 others liked…"). */
export const likeGroup = (postId: SQL) => sql`'like:' || ${postId}::text`;

/** One follower's unread follow: following again after an unfollow refreshes it, not repeats it. */
export const followGroup = (followerId: SQL) => sql`'follow:' || ${followerId}::text`;
