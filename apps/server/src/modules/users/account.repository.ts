import { DELETED_MEMBER } from '@one-world/contract';
import { and, asc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  blocks,
  comments,
  conversations,
  follows,
  likes,
  mailOutbox,
  messages,
  posts,
  reports,
  users,
} from '../../db/schema';

/** Every row of the member's across the tables, as the export lists them. */
export type AccountFootprint = Awaited<
  ReturnType<ReturnType<typeof accountRepository>['exportOf']>
>;

/**
 * A member's footprint across the tables, read whole for the data export and erased whole when
 * the account is deleted. It is the one repository that reaches past the users' own tables: the
 * export and the erasure must see every row that is the member's, in one place and (for the
 * erasure) one transaction, with the counters of posts and members kept exact.
 */
export function accountRepository(db: Executor) {
  const other = alias(users, 'other');
  return {
    /** Everything stored about the member, for the export (never a password hash or session). */
    async exportOf(userId: string) {
      const [
        ownPosts,
        ownComments,
        ownLikes,
        followers,
        following,
        blocked,
        filed,
        chats,
        sent,
        mails,
      ] = await Promise.all([
        db
          .select({
            id: posts.id,
            title: posts.title,
            content: posts.content,
            postCategory: posts.postCategory,
            region: posts.region,
            createdAt: posts.createdAt,
            likeCount: posts.likeCount,
            commentCount: posts.commentCount,
          })
          .from(posts)
          .where(eq(posts.userId, userId))
          .orderBy(asc(posts.createdAt), asc(posts.id)),
        db
          .select({
            id: comments.id,
            postId: comments.postId,
            content: comments.content,
            createdAt: comments.createdAt,
          })
          .from(comments)
          .where(eq(comments.userId, userId))
          .orderBy(asc(comments.createdAt), asc(comments.id)),
        db
          .select({ postId: likes.postId, createdAt: likes.createdAt })
          .from(likes)
          .where(eq(likes.userId, userId))
          .orderBy(asc(likes.createdAt), asc(likes.postId)),
        db
          .select({ id: other.id, name: other.name, since: follows.createdAt })
          .from(follows)
          .innerJoin(other, eq(other.id, follows.followerId))
          .where(eq(follows.followeeId, userId))
          .orderBy(asc(follows.createdAt), asc(other.id)),
        db
          .select({ id: other.id, name: other.name, since: follows.createdAt })
          .from(follows)
          .innerJoin(other, eq(other.id, follows.followeeId))
          .where(eq(follows.followerId, userId))
          .orderBy(asc(follows.createdAt), asc(other.id)),
        db
          .select({ id: other.id, name: other.name, since: blocks.createdAt })
          .from(blocks)
          .innerJoin(other, eq(other.id, blocks.blockedId))
          .where(eq(blocks.blockerId, userId))
          .orderBy(asc(blocks.createdAt), asc(other.id)),
        db
          .select({
            id: reports.id,
            kind: reports.kind,
            targetId: reports.targetId,
            title: reports.title,
            description: reports.description,
            status: reports.status,
            createdAt: reports.createdAt,
          })
          .from(reports)
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.createdAt), asc(reports.id)),
        db
          .select({
            id: conversations.id,
            withId: other.id,
            withName: other.name,
            createdAt: conversations.createdAt,
          })
          .from(conversations)
          .innerJoin(
            other,
            sql`${other.id} = case when ${conversations.memberA} = ${userId}::uuid then ${conversations.memberB} else ${conversations.memberA} end`,
          )
          .where(or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)))
          .orderBy(asc(conversations.createdAt), asc(conversations.id)),
        db
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            text: messages.text,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(eq(messages.senderId, userId))
          .orderBy(asc(messages.createdAt), asc(messages.id)),
        // Not the bodies: their links may still work.
        db
          .select({
            kind: mailOutbox.kind,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.userId, userId))
          .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
      ]);
      return {
        posts: ownPosts,
        comments: ownComments,
        likes: ownLikes,
        followers,
        following,
        blocked,
        reports: filed,
        conversations: chats,
        messages: sent,
        mails,
      };
    },

    /**
     * Erases the member (call inside a transaction, after `followsRepository.lockMembers` of the
     * member and everyone they follow or are followed by). The rule, also stated in the privacy
     * policy and the README:
     * - their comments and likes go, and the counters of the posts they were on drop with them;
     * - their posts go with everything under them, except a post another member commented on,
     *   which stays, shown under "Deleted member", so the others' replies keep their context;
     * - their follows go both ways, with the other members' counters; then the account, and
     *   with it (foreign keys cascade) the reports they filed, their conversations with all
     *   their messages, and their sessions.
     */
    async erase(userId: string): Promise<void> {
      const followees = db
        .select({ id: follows.followeeId })
        .from(follows)
        .where(eq(follows.followerId, userId));
      const followers = db
        .select({ id: follows.followerId })
        .from(follows)
        .where(eq(follows.followeeId, userId));
      await db
        .update(users)
        .set({ followerCount: sql`${users.followerCount} - 1` })
        .where(inArray(users.id, followees));
      await db
        .update(users)
        .set({ followingCount: sql`${users.followingCount} - 1` })
        .where(inArray(users.id, followers));

      // Locked first, so no comment lands on them (its foreign-key check waits for this lock)
      // between the choice of what is kept and the deletion.
      await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId)).for('update');
      const othersReplied = exists(
        db
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.postId, posts.id), ne(comments.userId, userId))),
      );
      await db
        .insert(users)
        .values({
          id: DELETED_MEMBER.id,
          name: DELETED_MEMBER.name,
          // Neither a valid email nor a password hash, so nobody can sign up as or sign in to it.
          email: 'deleted-member',
          passwordHash: '!',
        })
        .onConflictDoNothing({ target: users.id });
      await db
        .update(posts)
        .set({ userId: DELETED_MEMBER.id })
        .where(and(eq(posts.userId, userId), othersReplied));

      const commented = db
        .select({ postId: comments.postId, n: sql<number>`count(*)::int`.as('n') })
        .from(comments)
        .where(eq(comments.userId, userId))
        .groupBy(comments.postId)
        .as('commented');
      await db
        .update(posts)
        .set({ commentCount: sql`${posts.commentCount} - ${commented.n}` })
        .from(commented)
        .where(eq(posts.id, commented.postId));
      await db.delete(comments).where(eq(comments.userId, userId));

      await db
        .update(posts)
        .set({ likeCount: sql`${posts.likeCount} - 1` })
        .where(
          inArray(
            posts.id,
            db.select({ id: likes.postId }).from(likes).where(eq(likes.userId, userId)),
          ),
        );
      await db.delete(likes).where(eq(likes.userId, userId));

      // What is left of their posts has no one else's comments; others' likes go with them.
      await db.delete(posts).where(eq(posts.userId, userId));
      await db.delete(users).where(eq(users.id, userId));
    },

    /** Everyone the member follows or is followed by (whose counters an erasure moves). */
    async followNeighbours(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          id: sql<string>`case when ${follows.followerId} = ${userId}::uuid then ${follows.followeeId} else ${follows.followerId} end`,
        })
        .from(follows)
        .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
      return rows.map((row) => row.id);
    },
  };
}
