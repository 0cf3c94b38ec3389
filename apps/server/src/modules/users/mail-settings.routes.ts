import {
  ErrorResponse,
  MAIL_MESSAGES,
  MAIL_ROUTES,
  MailSettings,
  MailSettingsSaved,
  MessageResponse,
  UnsubscribeQuery,
  UpdateMailSettingsBody,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { mailSettingsService } from './mail-settings.service';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` as a form, from
 * no page of ours and with no cookie. Its own plugin, so the form parser serves this route only.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const settings = mailSettingsService(ctx);
  // The form's one field says nothing the route needs (the token is in the URL): read and drop it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    MAIL_ROUTES.unsubscribe,
    {
      schema: {
        tags: ['mail'],
        summary: 'Stops the notification digest of the member the token of a mail link names',
        description:
          'RFC 8058 one-click: takes the form body `List-Unsubscribe=One-Click` (or none, or JSON ' +
          'from the web page), needs no sign-in and accepts cross-site POSTs. An unknown token ' +
          'gets the same answer, so it reveals no member.',
        querystring: UnsubscribeQuery,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      // Mail clients POST from no origin of ours; the token alone authorises, and only this.
      config: { allowCrossSite: true },
    },
    async (request) => {
      await settings.unsubscribe(request.query.token);
      return { message: request.translator.t(MAIL_MESSAGES.unsubscribed) };
    },
  );
};

/** A member's mail preferences, and the one-click unsubscribe of the digest's links. */
export const mailSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const settings = mailSettingsService(ctx);

  app.get(
    MAIL_ROUTES.settings,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in member’s mail settings: how often they get the digest',
        response: { 200: MailSettings, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => settings.get(requireActor(request)),
  );

  app.put(
    MAIL_ROUTES.settings,
    {
      schema: {
        tags: ['account'],
        summary: 'Sets how often the member gets a digest of unread notifications by mail',
        body: UpdateMailSettingsBody,
        response: { 200: MailSettingsSaved, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => ({
      message: request.translator.t(MAIL_MESSAGES.mailSettingsSaved),
      digest: await settings.update(requireActor(request), request.body),
    }),
  );

  await app.register(unsubscribeRoutes, ctx);
};
