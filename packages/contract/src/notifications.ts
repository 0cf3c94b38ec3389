import {
  type Message,
  type MessageId,
  type MessageValues,
  msg,
  type Translatable,
} from '@one-world/i18n';
import { z } from 'zod';
import { Cursor, Image, pageLimit, UnreadCountValue } from './common';
import { PAGE_LIMITS } from './constants';

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
} as const;

export const NOTIFICATION_MESSAGES = {
  heading: 'notifications.heading',
  empty: 'notifications.empty',
  markAllRead: 'notifications.markAllRead',
  notFound: 'notifications.notFound',
  notYours: 'notifications.notYours',
  loadMore: 'notifications.loadMore',
  loadFailed: 'notifications.loadFailed',
} as const satisfies Record<string, MessageId>;

export const NotificationId = z.uuid({ message: 'notifications.invalidId' });
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
  unreadCount: UnreadCountValue,
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/**
 * GET /api/notifications/unread, and the answer to POST /api/notifications/:id/read and
 * POST /api/notifications/read (all): the member's unread count now.
 */
export const UnreadNotifications = z.object({ unreadCount: UnreadCountValue });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/**
 * A notification in words, shared by the web list and the mail digest so they never disagree.
 * `message` is the whole sentence (a catalog message); its `who` argument is for the caller to
 * fill from `who`: a member's name (the web isolates it with <bdi> and shows it strongest) or a
 * catalog text ("A moderator", "Someone"). A moderator's reason follows through
 * `notifications.withReason` (see `notificationText`).
 */
export interface NotificationSentence {
  message: Message;
  who: { name: string } | { text: MessageId };
  /** A moderator's reason (member-written), or null. */
  reason: string | null;
  /** The post, or the follower's profile; null when there is nothing to open. */
  href: string | null;
}

/** How the caller links a post and a member's profile (relative in the web, absolute in mail). */
export interface NotificationLinks {
  post: (postId: string) => string;
  profile: (userId: string) => string;
}

/** Picks the message naming the post (its title) or the one for a post gone or hidden. */
function aboutPost(
  post: Notification['post'],
  titled: MessageId,
  untitled: MessageId,
  values: MessageValues = {},
): Message {
  return post ? msg(titled, { ...values, title: post.title }) : msg(untitled, values);
}

/** The sentence of a notification, written from its kind (texts are to be rendered as text). */
export function notificationSentence(
  n: Notification,
  links: NotificationLinks,
): NotificationSentence {
  const actor: NotificationSentence['who'] = n.actor
    ? { name: n.actor.name }
    : { text: 'notifications.someone' };
  const moderator: NotificationSentence['who'] = { text: 'notifications.moderator' };
  const postHref = n.post ? links.post(n.post._id) : null;
  switch (n.kind) {
    case 'comment':
      return {
        message: aboutPost(n.post, 'notifications.commented', 'notifications.commentedUntitled'),
        who: actor,
        reason: null,
        href: postHref,
      };
    case 'like':
      return {
        message: aboutPost(n.post, 'notifications.liked', 'notifications.likedUntitled', {
          others: Math.max(0, n.othersCount),
        }),
        who: actor,
        reason: null,
        href: postHref,
      };
    case 'follow':
      return {
        message: msg('notifications.followed'),
        who: actor,
        reason: null,
        href: n.actor ? links.profile(n.actor._id) : null,
      };
    case 'report': {
      // The outcome selects the message's ending; any other value ends after the report.
      const outcome = n.detail ?? 'none';
      return {
        message: n.report
          ? msg('notifications.reviewed', { outcome, title: n.report.title })
          : msg('notifications.reviewedUntitled', { outcome }),
        who: moderator,
        reason: null,
        href: null,
      };
    }
    case 'moderation':
      // A removed post cannot be opened; the post a removed comment was on still can.
      return n.target === 'comment'
        ? {
            message: aboutPost(
              n.post,
              'notifications.commentRemoved',
              'notifications.commentRemovedUntitled',
            ),
            who: moderator,
            reason: n.detail || null,
            href: postHref,
          }
        : {
            message: aboutPost(
              n.post,
              'notifications.postRemoved',
              'notifications.postRemovedUntitled',
            ),
            who: moderator,
            reason: n.detail || null,
            href: null,
          };
  }
}

/** Formats a catalog text in the reader's language (a translator's `t`). */
export type NotificationTranslate = (message: Translatable, values?: MessageValues) => string;

/**
 * A notification as plain text in the reader's language (the mail digest; tests): "Ana and 12
 * others liked your post “Wells that last”". `name` may decorate a member's name.
 */
export function notificationText(
  sentence: NotificationSentence,
  t: NotificationTranslate,
  name: (name: string) => string = (plain) => plain,
): string {
  const who = 'name' in sentence.who ? name(sentence.who.name) : t(sentence.who.text);
  const text = t(sentence.message, { who });
  return sentence.reason
    ? t('notifications.withReason', { sentence: text, reason: sentence.reason })
    : text;
}
