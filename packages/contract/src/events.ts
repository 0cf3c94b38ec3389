/**
 * The domain events of the product (DESIGN.md §4.6): what services announce after their
 * transaction commits. Real-time delivery, notifications and mail subscribe to them; the socket
 * events the browser hears are in realtime.ts beside this file. A payload names ids, not rows:
 * a subscriber reads what it needs, so an event never carries more than its audience may see.
 */
export interface DomainEvents {
  /** A member signed up. */
  'user.created': { userId: string };
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
  /** A member filed a report for the moderators. */
  'report.filed': { reportId: string; reporterId: string };
}

export type DomainEventName = keyof DomainEvents;

/** One event as it travels: its name and its payload, typed together. */
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEvents[K] };
}[DomainEventName];
