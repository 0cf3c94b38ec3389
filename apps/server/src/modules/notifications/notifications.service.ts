import { NOTIFICATION_MESSAGES, type NotificationsQuery } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { withStatement } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { notificationPolicy } from './notifications.policy';
import { type NotificationListItem, notificationsRepository } from './notifications.repository';

/** A page of a member's notifications and how many of all of them are unread. */
export interface NotificationsPageResult extends Page<NotificationListItem> {
  unreadCount: number;
}

/** A member's own notifications: the list, the unread count and marking them read. */
export function notificationsService(ctx: ServiceContext) {
  const viewerOf = (actor: Actor) => ({ actor, now: ctx.clock.now() });
  const unreadOf = async (actor: Actor) =>
    (await notificationsRepository(ctx.db).unreadCountOfMember(actor.id, ctx.clock.now())) ?? 0;

  /** Marks notifications read with `mark` and announces it after the commit when any was unread. */
  async function markWith(
    actor: Actor,
    mark: (repo: ReturnType<typeof notificationsRepository>, at: Date) => Promise<boolean>,
  ): Promise<number> {
    await withStatement(ctx, ['notifications.read'], async (db, events) => {
      if (await mark(notificationsRepository(db), ctx.clock.now())) {
        events.record('notifications.read', { recipientId: actor.id });
      }
    });
    return unreadOf(actor);
  }

  return {
    /** A page of the actor's notifications, newest first, with their unread count. */
    async list(actor: Actor, query: NotificationsQuery): Promise<NotificationsPageResult> {
      // Side by side: two reads, one round trip's wait.
      const [rows, unreadCount] = await Promise.all([
        notificationsRepository(ctx.db).page(
          viewerOf(actor),
          decodeCursor(query.cursor),
          query.limit,
        ),
        unreadOf(actor),
      ]);
      return { ...pageOf(rows, query.limit), unreadCount };
    },

    /** How many of the actor's notifications are unread. */
    unreadCount: unreadOf,

    /** Marks one of the actor's notifications read (403 for someone else's) and answers the count. */
    async markRead(actor: Actor, notificationId: string): Promise<number> {
      const notification = await notificationsRepository(ctx.db).findRecipient(notificationId);
      if (!notification) throw notFound(NOTIFICATION_MESSAGES.notFound);
      notificationPolicy.authorize(actor, 'read', notification);
      return markWith(actor, (repo, at) => repo.markRead(notificationId, at));
    },

    /** Marks all of the actor's notifications read and answers the count (0). */
    markAllRead(actor: Actor): Promise<number> {
      return markWith(actor, (repo, at) => repo.markAllRead(actor.id, at));
    },
  };
}
