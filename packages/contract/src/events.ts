import type { Message } from './common';
import type { StatusBadge } from './constants';

/**
 * The domain events of the product (DESIGN.md §4.6): what services announce after their
 * transaction commits. Real-time delivery, notifications and mail subscribe to them; the socket
 * events the browser hears are in realtime.ts beside this file. A payload names ids, not rows:
 * a subscriber reads what it needs, so an event never carries more than its audience may see.
 */
export interface DomainEvents {
  /** A member signed up. */
  'user.created': { userId: string };
  /** A member changed their profile (name, email, bio, avatar or cover); `fields` names which. */
  'user.updated': {
    userId: string;
    fields: ('name' | 'email' | 'bio' | 'avatar' | 'cover')[];
  };
  /**
   * What a member's session carries changed besides their profile: their interface language, or
   * their e-mail address was confirmed.
   */
  'user.account-changed': { userId: string; fields: ('language' | 'emailConfirmed')[] };
  /** A member started following another (only when it really changed). */
  'user.followed': { followerId: string; followeeId: string; followerCount: number };
  /** A member stopped following another (only when it really changed). */
  'user.unfollowed': { followerId: string; followeeId: string; followerCount: number };
  /** A member changed their password; every other session of theirs was ended. */
  'user.password-changed': { userId: string };
  /** A member deleted their account; their personal data is gone. */
  'user.deleted': { userId: string };
  /** Two members' conversation was created (the first time either of them started it). */
  'conversation.created': { conversationId: string; memberIds: [string, string] };
  /**
   * A message was stored. It carries the message itself: its audience is exactly the two
   * members, who may read it, and delivery should not cost a read per message.
   */
  'message.created': { message: Message; memberIds: [string, string] };
  /** A member read a conversation up to its newest message. */
  'conversation.read': { conversationId: string; userId: string };
  /** A member published a board post. */
  'post.created': { postId: string; authorId: string };
  /** A post (with its comments and likes) was deleted by its author or an admin. */
  'post.deleted': { postId: string; authorId: string; actorId: string };
  /** A member commented on a post. */
  'comment.created': { commentId: string; postId: string; authorId: string; postAuthorId: string };
  /** A comment was deleted by its author or an admin. */
  'comment.deleted': { commentId: string; postId: string; authorId: string; actorId: string };
  /** A member's like of a post changed (only when it really changed). */
  'post.like-changed': { postId: string; userId: string; liked: boolean; likeCount: number };
  /** A member's post changed (its author edited the title or text). */
  'post.updated': { postId: string; authorId: string };
  /** A member's comment changed (its author edited it). */
  'comment.updated': { commentId: string; postId: string; authorId: string };
  /** A member filed a report for the moderators. */
  'report.filed': { reportId: string; reporterId: string };
  /** An admin dismissed a report. */
  'report.dismissed': { reportId: string; reporterId: string; actorId: string };
  /**
   * An admin removed a post or a comment; `reports` are the open reports of it that this
   * resolved (their reporters hear of it).
   */
  'content.removed': {
    kind: 'post' | 'comment';
    targetId: string;
    postId: string;
    authorId: string;
    actorId: string;
    reason: string;
    reports: { reportId: string; reporterId: string }[];
  };
  /**
   * An admin suspended a member until `until` (ISO; null for good); their sessions are gone.
   * `reports` are the open reports about them that this resolved.
   */
  'user.suspended': {
    userId: string;
    actorId: string;
    until: string | null;
    reason: string;
    reports: { reportId: string; reporterId: string }[];
  };
  /** An admin lifted a member's suspension. */
  'user.unsuspended': { userId: string; actorId: string };
  /** A member blocked another (only when it really changed). */
  'user.blocked': { blockerId: string; blockedId: string };
  /** A member unblocked another (only when it really changed). */
  'user.unblocked': { blockerId: string; blockedId: string };
  /** A notification was written (or a grouped one grew) for a member. */
  'notification.created': { notificationId: string; recipientId: string };
  /** A member read one or all of their notifications. */
  'notifications.read': { recipientId: string };
  /** An admin created an article (a draft or already published). */
  'article.created': { articleId: string; status: 'draft' | 'published'; actorId: string };
  /** An article became visible to everyone: created as published, or a draft published. */
  'article.published': { articleId: string; actorId: string };
  /** An admin saved changes to an article. */
  'article.updated': { articleId: string; status: 'draft' | 'published'; actorId: string };
  /** An admin deleted an article (its cover went with it). */
  'article.deleted': { articleId: string; actorId: string };
  /** An admin added a product to the shop. */
  'product.created': { productId: string; actorId: string };
  /** An admin changed a product (retiring or restoring it included). */
  'product.updated': { productId: string; actorId: string };
  /** A member placed an order (merchandise or a membership); it waits for payment. */
  'order.created': { orderId: string; userId: string; kind: 'merch' | 'membership' };
  /** An order was paid (by Stripe or the test checkout): fulfilment has run. */
  'order.paid': { orderId: string; userId: string; kind: 'merch' | 'membership' };
  /** An order will not be paid: the payment failed or the member cancelled it. */
  'order.closed': { orderId: string; userId: string; status: 'failed' | 'cancelled' };
  /** A member's paid tier changed (bought, renewed into, cancelled at period end, ended). */
  'membership.changed': { userId: string; tier: StatusBadge | null };
}

export type DomainEventName = keyof DomainEvents;

/** One event as it travels: its name and its payload, typed together. */
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEvents[K] };
}[DomainEventName];
