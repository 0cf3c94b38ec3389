/**
 * The notifications module's public face: the member's notification routes, which also register
 * the subscribers that write notifications in the transaction of their cause and announce them.
 */
export { notificationsRoutes as notificationsModule } from './notifications.routes';
