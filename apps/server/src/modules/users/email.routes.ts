import {
  ConfirmEmailBody,
  ConfirmEmailResponse,
  ErrorResponse,
  MAIL_LIMITS,
  MAIL_MESSAGES,
  MessageResponse,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { perMemberResendLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { emailService } from './email.service';
import { toSessionUser } from './users.presenter';

/** Confirming an address from its mailed link, and sending the link again. */
export const emailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const email = emailService(ctx);

  app.post(
    '/users/email/confirm',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirms an address (sign-up or a changed address) from the mailed link',
        description:
          'Public: the single-use token is the proof, and it acts only on the member it was ' +
          'made for. `user` is that member when the request is signed in as them, else null. ' +
          '400 for a used, expired or unknown link; 409 when a changed address was taken by ' +
          'another account meanwhile.',
        body: ConfirmEmailBody,
        response: {
          200: ConfirmEmailResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await email.confirm(request.body.token);
      return {
        message: request.translator.t(MAIL_MESSAGES.emailConfirmed),
        user: request.actor?.id === user.id ? toSessionUser(user) : null,
      };
    },
  );

  app.post(
    '/users/email/resend',
    {
      schema: {
        tags: ['users'],
        summary: 'Mails the signed-in member a new confirmation link; older ones stop working',
        description: `409 when the address is confirmed already; at most ${MAIL_LIMITS.resendPerHour} an hour (429).`,
        response: {
          200: MessageResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: perMemberResendLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      await email.resendConfirmation(requireActor(request));
      return { message: request.translator.t(MAIL_MESSAGES.confirmationSent) };
    },
  );
};
