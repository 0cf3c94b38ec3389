import {
  AuditPage,
  CommentIdParams,
  DismissReportBody,
  ErrorResponse,
  MODERATION_MESSAGES,
  ModerationQueuePage,
  ModerationResponse,
  PageQuery,
  PostIdParams,
  RemoveContentBody,
  ReportIdParams,
  SuspendUserBody,
  SuspendUserResponse,
  UnsuspendUserBody,
  UserIdParams,
} from '@one-world/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor } from '../../plugins/session';
import { userRoom } from '../../realtime/socket-server';
import { moderationPolicy } from './moderation.policy';
import { toAuditPage, toQueuePage, toSuspension } from './moderation.presenter';
import { moderationService } from './moderation.service';

/**
 * Route hook of every moderation route: 401 for visitors and 403 for members before the input is
 * validated, so a refused call answers the same whatever it sends (the service checks again).
 */
async function requireModerator(request: FastifyRequest): Promise<void> {
  moderationPolicy.authorize(requireActor(request), 'moderate', 'moderation');
}

const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const actionErrors = { ...readErrors, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/**
 * The moderators' API under /api/admin (admins only: 401 signed out, 403 for members): the queue
 * of open reports, the actions on reports, content and members, and the audit log.
 */
export const moderationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const moderation = moderationService(ctx);
  // A suspended member's sessions are deleted with the suspension; their open sockets, which
  // authenticated at the handshake, are closed once it has committed (on every node).
  ctx.events.subscribe('user.suspended', ({ userId }) => {
    ctx.realtime.in(userRoom(userId)).disconnectSockets(true);
  });

  const action = { tags: ['moderation'], response: { 200: ModerationResponse, ...actionErrors } };
  const asAdmin = { config: perMemberWriteLimit, onRequest: requireModerator };

  app.get(
    '/admin/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Open reports, oldest first, each with its target and its number of reports',
        querystring: PageQuery,
        response: { 200: ModerationQueuePage, ...readErrors },
      },
      onRequest: requireModerator,
    },
    async (request) => toQueuePage(await moderation.queue(requireActor(request), request.query)),
  );

  app.post(
    '/admin/reports/:reportId/dismiss',
    {
      schema: {
        ...action,
        summary: 'Dismisses an open report (it was no breach)',
        params: ReportIdParams,
        body: DismissReportBody,
      },
      ...asAdmin,
    },
    async (request) => {
      await moderation.dismiss(requireActor(request), request.params.reportId, request.body);
      return { message: request.translator.t(MODERATION_MESSAGES.dismissed) };
    },
  );

  app.post(
    '/admin/posts/:postId/remove',
    {
      schema: {
        ...action,
        summary: 'Removes a post with a reason and resolves its open reports',
        params: PostIdParams,
        body: RemoveContentBody,
      },
      ...asAdmin,
    },
    async (request) => {
      await moderation.removePost(requireActor(request), request.params.postId, request.body);
      return { message: request.translator.t(MODERATION_MESSAGES.postRemoved) };
    },
  );

  app.post(
    '/admin/comments/:commentId/remove',
    {
      schema: {
        ...action,
        summary: 'Removes a comment with a reason and resolves its open reports',
        params: CommentIdParams,
        body: RemoveContentBody,
      },
      ...asAdmin,
    },
    async (request) => {
      const actor = requireActor(request);
      await moderation.removeComment(actor, request.params.commentId, request.body);
      return { message: request.translator.t(MODERATION_MESSAGES.commentRemoved) };
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        ...action,
        summary: 'Suspends a member for some days or for good; their sessions end at once',
        params: UserIdParams,
        body: SuspendUserBody,
        response: { 200: SuspendUserResponse, ...actionErrors },
      },
      ...asAdmin,
    },
    async (request) => {
      const actor = requireActor(request);
      const suspension = await moderation.suspend(actor, request.params.id, request.body);
      return {
        message: request.translator.t(MODERATION_MESSAGES.suspended),
        suspension: toSuspension(suspension),
      };
    },
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      schema: {
        ...action,
        summary: "Lifts a member's suspension",
        params: UserIdParams,
        body: UnsuspendUserBody,
      },
      ...asAdmin,
    },
    async (request) => {
      await moderation.unsuspend(requireActor(request), request.params.id, request.body);
      return { message: request.translator.t(MODERATION_MESSAGES.unsuspended) };
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The moderators’ audit log, newest first',
        querystring: PageQuery,
        response: { 200: AuditPage, ...readErrors },
      },
      onRequest: requireModerator,
    },
    async (request) => toAuditPage(await moderation.audit(requireActor(request), request.query)),
  );
};
