import type { DomainEvents } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import type { EventRecorder } from '../../events/transaction';
import { serialPerKey } from '../../lib/serial-per-key';
import { mayHaveListeners, userRoom } from '../../realtime/socket-server';
import { type NewNotification, notificationsRepository } from './notifications.repository';

type Reporters = DomainEvents['content.removed']['reports'];

/**
 * Writes notifications inside the transaction of the action that causes them, so a row exists
 * exactly when the action does, and announces each after the commit. A member's own actions never
 * notify themselves. A new comment's, like's and follow's notifications are instead pieces of the
 * statement that writes them (`commentNotification`, `likeNotification`, `followNotification`).
 */
export function registerNotificationWriters(ctx: ServiceContext): void {
  const { events } = ctx;

  /** Writes `row` unless its recipient is the one who acted, and records it. */
  async function notify(
    tx: Executor,
    recorder: EventRecorder,
    actingId: string,
    row: NewNotification,
  ): Promise<void> {
    if (row.recipientId === actingId) return;
    const notificationId = await notificationsRepository(tx).insert(row, ctx.clock.now());
    recorder.record('notification.created', { notificationId, recipientId: row.recipientId });
  }

  /** Tells each reporter that a moderator acted on their report (`detail`: the outcome). */
  async function notifyReporters(
    tx: Executor,
    recorder: EventRecorder,
    actorId: string,
    reports: Reporters,
    detail: 'removed' | 'suspended' | 'dismissed',
  ): Promise<void> {
    for (const { reportId, reporterId } of reports) {
      await notify(tx, recorder, actorId, {
        recipientId: reporterId,
        kind: 'report',
        reportId,
        detail,
      });
    }
  }

  events.subscribeInTransaction('report.dismissed', (dismissed, tx, recorder) =>
    notifyReporters(tx, recorder, dismissed.actorId, [dismissed], 'dismissed'),
  );

  events.subscribeInTransaction('content.removed', async (removed, tx, recorder) => {
    await notifyReporters(tx, recorder, removed.actorId, removed.reports, 'removed');
    await notify(tx, recorder, removed.actorId, {
      recipientId: removed.authorId,
      kind: 'moderation',
      postId: removed.postId,
      commentId: removed.kind === 'comment' ? removed.targetId : null,
      detail: removed.reason,
    });
  });

  events.subscribeInTransaction('user.suspended', (suspended, tx, recorder) =>
    notifyReporters(tx, recorder, suspended.actorId, suspended.reports, 'suspended'),
  );
}

/**
 * After the commit, tells every open tab of the member their new unread count, whenever a
 * notification of theirs was written or read. A member with no tab open is not counted for: their
 * page reads the count as it opens.
 *
 * One count is read at a time per member on this node (`serialPerKey`): the changes that come
 * while it is read ask for one more read after it. Counts read side by side (down different
 * connections) could be answered in the other order, and a tab then kept the older one; one after
 * the other, the last count a tab hears from this node was read after the last change this node
 * announced. A burst (many likes at once) also costs two reads instead of one per notification.
 */
export function registerNotificationEmits(ctx: ServiceContext): void {
  const emitCount = serialPerKey(async (recipientId) => {
    if (!mayHaveListeners(ctx.realtime, recipientId)) return;
    const unreadCount = await notificationsRepository(ctx.db).unreadCountOfMember(
      recipientId,
      ctx.clock.now(),
    );
    if (unreadCount === null) return;
    ctx.realtime.to(userRoom(recipientId)).emit('notificationsChanged', { unreadCount });
  });
  const onChange = ({ recipientId }: { recipientId: string }) => emitCount(recipientId);
  ctx.events.subscribe('notification.created', onChange);
  ctx.events.subscribe('notifications.read', onChange);
}
