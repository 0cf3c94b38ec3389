import {
  ACCOUNT_EXPORT_FILE_NAME,
  ACCOUNT_ROUTES,
  AccountExport,
  ChangePasswordBody,
  DeleteAccountBody,
  ErrorResponse,
  MessageResponse,
  USER_MESSAGES,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import {
  clearSessionCookie,
  endAllSessions,
  requireActor,
  requireSignIn,
  sessionKeyOf,
} from '../../plugins/session';
import { accountService } from './account.service';
import { toAccountExport } from './users.presenter';

/** Account settings: password, signing out everywhere, the data export, deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const account = accountService(ctx);
  const { db } = ctx;

  app.put(
    ACCOUNT_ROUTES.password,
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the password; every other session of the member is signed out',
        description:
          '401 when the current password is wrong; 400 when the new one breaks the sign-up rule.',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...writeErrorResponses },
      },
      // Also bounds guessing the current password from a stolen session.
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      await account.changePassword(requireActor(request), request.body, sessionKeyOf(request));
      return { message: USER_MESSAGES.passwordChanged };
    },
  );

  app.post(
    ACCOUNT_ROUTES.logoutEverywhere,
    {
      schema: {
        tags: ['account'],
        summary: 'Signs the member out on every device, this one included',
        response: { 200: MessageResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      await endAllSessions(db, reply, requireActor(request).id);
      return { message: USER_MESSAGES.loggedOutEverywhere };
    },
  );

  app.get(
    ACCOUNT_ROUTES.export,
    {
      schema: {
        tags: ['account'],
        summary: 'Downloads everything stored about the member as one JSON file',
        response: { 200: AccountExport, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      const data = await account.exportData(requireActor(request));
      reply
        .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store');
      return toAccountExport(data, ctx.clock.now());
    },
  );

  app.post(
    ACCOUNT_ROUTES.delete,
    {
      schema: {
        tags: ['account'],
        summary: 'Deletes the member’s account, confirmed with the password',
        description:
          'Comments, likes, follows, filed reports, conversations, sessions, avatar and cover ' +
          'go; posts go too, except those another member commented on, which stay under ' +
          '"Deleted member". 401 when the password is wrong.',
        body: DeleteAccountBody,
        response: { 200: MessageResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      await account.deleteAccount(requireActor(request), request.body.password);
      clearSessionCookie(reply);
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
};
