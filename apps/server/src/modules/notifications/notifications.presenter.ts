import type { Notification, NotificationsPage } from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { NotificationListItem } from './notifications.repository';
import type { NotificationsPageResult } from './notifications.service';

/** One notification as the contract shapes it (the web writes its sentence from `kind`). */
export function toNotification(item: NotificationListItem): Notification {
  return {
    _id: item.id,
    kind: item.kind,
    actor: item.actor && {
      _id: item.actor.id,
      name: item.actor.name,
      img: imageOf(item.actor.avatarUrl),
    },
    othersCount: item.othersCount,
    post: item.post && { _id: item.post.id, title: item.post.title },
    report: item.report && {
      _id: item.report.id,
      title: item.report.title,
      status: item.report.status,
    },
    detail: item.detail,
    target: item.kind === 'moderation' ? (item.commentId ? 'comment' : 'post') : null,
    read: item.readAt !== null,
    createdAt: item.createdAt.toISOString(),
  };
}

/** A page of notifications with the cursor of the older page and the unread count. */
export function toNotificationsPage(page: NotificationsPageResult): NotificationsPage {
  return {
    notifications: page.items.map(toNotification),
    nextCursor: page.nextCursor,
    unreadCount: page.unreadCount,
  };
}
