import { z } from 'zod';
import { Cursor, Image, PAGE_LIMITS, pageLimit } from './common';

/**
 * Why a member is notified (issue 11): someone commented on their post, liked it (grouped while
 * unread: "Ana and 12 others liked…"), followed them, a moderator acted on their report, or a
 * moderator acted on their content or account. Their own actions never notify themselves.
 */
export const NOTIFICATION_KINDS = ['comment', 'like', 'follow', 'report', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  pageDefault: PAGE_LIMITS.pageDefault,
  pageMax: PAGE_LIMITS.pageMax,
  /** The header bell shows "99+" beyond this. */
  badgeMax: 99,
} as const;

export const NOTIFICATION_MESSAGES = {
  heading: 'Notifications',
  empty: 'No notifications yet. When someone comments, likes or follows you, it shows up here.',
  markAllRead: 'Mark all as read',
  notFound: 'Notification not found',
  notYours: 'You can only read your own notifications',
  loadMore: 'Load more',
  loadFailed: 'Could not load your notifications.',
} as const;

export const NotificationId = z.uuid({ message: 'Invalid notification id' });
export const NotificationIdParams = z.object({ notificationId: NotificationId });

/** GET /api/notifications — newest first (a grouped like moves up when someone else likes). */
export const NotificationsQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(NOTIFICATION_LIMITS.pageDefault, NOTIFICATION_LIMITS.pageMax),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/**
 * One notification. The web writes its sentence from `kind` and links it to `post` (or to the
 * actor's profile for a follow). `othersCount` is how many more members did the same (likes).
 * `detail` is a moderator's outcome or reason ("removed", the reason text); `report` names the
 * report a moderator acted on; `target` says whether a moderator removed the member's post or one of
 * their comments (on `post`), for the 'moderation' kind only.
 */
export const Notification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.object({ _id: z.string(), name: z.string(), img: Image }).nullable(),
  othersCount: z.number().int(),
  post: z.object({ _id: z.string(), title: z.string() }).nullable(),
  report: z
    .object({
      _id: z.string(),
      title: z.string(),
      status: z.enum(['open', 'resolved', 'dismissed']),
    })
    .nullable(),
  detail: z.string().nullable(),
  target: z.enum(['post', 'comment']).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsPage = z.object({
  notifications: z.array(Notification),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/**
 * GET /api/notifications/unread, and the answer to POST /api/notifications/:id/read and
 * POST /api/notifications/read (all): the member's unread count now.
 */
export const UnreadNotifications = z.object({ unreadCount: z.number().int() });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/**
 * A notification in words, shared by the web list and the mail digest so they never disagree:
 * who did it (the web shows it strongest), what they did, and what it leads to.
 */
export interface NotificationSentence {
  who: string;
  what: string;
  /** The post, or the follower's profile; null when there is nothing to open. */
  href: string | null;
}

/** How the caller links a post and a member's profile (relative in the web, absolute in mail). */
export interface NotificationLinks {
  post: (postId: string) => string;
  profile: (userId: string) => string;
}

const MODERATOR = 'A moderator';
/** Who acted when their account is gone. */
const SOMEONE = 'Someone';

/** “Title”, or nothing when the post is gone or hidden from the member. */
const quoted = (post: Notification['post']) => (post ? ` “${post.title}”` : '');

/** "and 12 others" after the newest liker; nothing when they are alone. */
function others(count: number): string {
  if (count <= 0) return '';
  return ` and ${count} ${count === 1 ? 'other' : 'others'}`;
}

/** What a moderator did about a member's report, from the notification's `detail`. */
const REPORT_OUTCOMES: Record<string, string> = {
  removed: 'the content was removed',
  suspended: 'the member was suspended',
  dismissed: 'the report was dismissed',
};

/** The sentence of a notification, written from its kind (texts are to be rendered as text). */
export function notificationSentence(
  n: Notification,
  links: NotificationLinks,
): NotificationSentence {
  const who = n.actor?.name ?? SOMEONE;
  const postHref = n.post ? links.post(n.post._id) : null;
  switch (n.kind) {
    case 'comment':
      return { who, what: `commented on your post${quoted(n.post)}`, href: postHref };
    case 'like':
      return {
        who: `${who}${others(n.othersCount)}`,
        what: `liked your post${quoted(n.post)}`,
        href: postHref,
      };
    case 'follow':
      return { who, what: 'followed you', href: n.actor ? links.profile(n.actor._id) : null };
    case 'report': {
      const report = n.report ? ` “${n.report.title}”` : '';
      const outcome = REPORT_OUTCOMES[n.detail ?? ''];
      return {
        who: MODERATOR,
        what: `reviewed your report${report}${outcome ? `: ${outcome}` : ''}`,
        href: null,
      };
    }
    case 'moderation': {
      const reason = n.detail ? `: ${n.detail}` : '';
      // A removed post cannot be opened; the post a removed comment was on still can.
      return n.target === 'comment'
        ? {
            who: MODERATOR,
            what: `removed your comment${n.post ? ` on${quoted(n.post)}` : ''}${reason}`,
            href: postHref,
          }
        : { who: MODERATOR, what: `removed your post${quoted(n.post)}${reason}`, href: null };
    }
  }
}
