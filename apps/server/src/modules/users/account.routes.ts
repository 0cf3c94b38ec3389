import {
  ACCOUNT_EXPORT_FILE_NAME,
  ACCOUNT_ROUTES,
  AccountExport,
  ChangePasswordBody,
  DeleteAccountBody,
  ErrorResponse,
  LanguageSettingsBody,
  MessageResponse,
  ProfileUpdateResponse,
  USER_MESSAGES,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { translatorFor } from '../../lib/i18n';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import {
  clearSessionCookie,
  endAllSessions,
  requireActor,
  requireSignIn,
  sessionKeyOf,
} from '../../plugins/session';
import { afterAnswer, closeMemberSockets } from '../../realtime/socket-server';
import { accountService } from './account.service';
import { languageOf, toAccountExport, toSessionUser } from './users.presenter';
import { usersService } from './users.service';

/**
 * Account settings: password, languages, signing out everywhere, the data export, deleting the
 * account.
 */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const account = accountService(ctx);
  const users = usersService(ctx);
  const { db } = ctx;

  app.put(
    ACCOUNT_ROUTES.languages,
    {
      schema: {
        tags: ['account'],
        summary: 'Saves the member’s interface language and the languages their boards show',
        description:
          '`language` is one of the interface languages; `contentLanguages` ("my languages") ' +
          'is a list of languages of writing, or null for the default (the interface language ' +
          'and English). A field left out stays as it is. The answer is in the language saved.',
        body: LanguageSettingsBody,
        response: { 200: ProfileUpdateResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      const user = await users.setLanguages(requireActor(request), request.body);
      // The member just chose: the answer (and what follows) speaks their new language.
      const language = languageOf(user);
      reply.header('content-language', language);
      return {
        message: translatorFor(language).t('settings.languagesSaved'),
        user: toSessionUser(user),
      };
    },
  );

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
      const actor = requireActor(request);
      const keep = sessionKeyOf(request);
      await account.changePassword(actor, request.body, keep);
      closeMemberSockets(ctx.realtime, actor.id, keep);
      return { message: request.translator.t(USER_MESSAGES.passwordChanged) };
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
      const { id } = requireActor(request);
      await endAllSessions(db, reply, id);
      afterAnswer(reply, () => closeMemberSockets(ctx.realtime, id));
      return { message: request.translator.t(USER_MESSAGES.loggedOutEverywhere) };
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
      const actor = requireActor(request);
      await account.deleteAccount(actor, request.body.password);
      clearSessionCookie(reply);
      afterAnswer(reply, () => closeMemberSockets(ctx.realtime, actor.id));
      return { message: request.translator.t(USER_MESSAGES.accountDeleted) };
    },
  );
};
