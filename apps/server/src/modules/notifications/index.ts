/**
 * The notifications module's public face: the member's notification routes, which also register
 * the subscribers that write notifications in the transaction of their cause and announce them,
 * the hourly runner of the mail digests of unread notifications, and the notifications of a new
 * comment, like or follow as pieces of the statements that write them (`commentNotification`,
 * `likeNotification`, `followNotification`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { scheduleDigests } from './digest';
import { notificationsRoutes } from './notifications.routes';

export {
  commentNotification,
  followNotification,
  likeNotification,
} from './notifications.repository';

/** Registers the notification routes and schedules the digests. */
export const notificationsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(notificationsRoutes, ctx);
  scheduleDigests(app, ctx);
};
