import {
  ErrorResponse,
  NotificationIdParams,
  NotificationsPage,
  NotificationsQuery,
  UnreadNotifications,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { requireActor, requireSignIn } from '../../plugins/session';
import { toNotificationsPage } from './notifications.presenter';
import { notificationsService } from './notifications.service';
import {
  registerNotificationEmits,
  registerNotificationWriters,
} from './notifications.subscribers';

/** The signed-in member's notifications, and the subscribers that write and announce them. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const notifications = notificationsService(ctx);
  registerNotificationWriters(ctx);
  registerNotificationEmits(ctx);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in member’s notifications, newest first, with their unread count',
        description:
          'Keyset-paged: `nextCursor` names the older page. A post the member may no longer ' +
          'see comes as null; notifications from members they blocked (or who blocked them) ' +
          'are left out.',
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) =>
      toNotificationsPage(await notifications.list(requireActor(request), request.query)),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications the signed-in member has not read',
        response: { 200: UnreadNotifications, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => ({
      unreadCount: await notifications.unreadCount(requireActor(request)),
    }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks all of the signed-in member’s notifications read',
        response: { 200: UnreadNotifications, ...writeErrorResponses },
      },
      onRequest: requireSignIn,
    },
    async (request) => ({
      unreadCount: await notifications.markAllRead(requireActor(request)),
    }),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the signed-in member’s notifications read',
        description: 'Answers the unread count after it; someone else’s notification is a 403.',
        params: NotificationIdParams,
        response: { 200: UnreadNotifications, ...writeErrorResponses },
      },
      onRequest: requireSignIn,
    },
    async (request) => ({
      unreadCount: await notifications.markRead(
        requireActor(request),
        request.params.notificationId,
      ),
    }),
  );
};
