import {
  ErrorResponse,
  ForgotPasswordBody,
  MAIL_LIMITS,
  MAIL_MESSAGES,
  MessageResponse,
  ResetPasswordBody,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forgotPerIpLimit, perEmailLimit } from '../../lib/rate-limits';
import { clearSessionCookie, sessionKeyOf } from '../../plugins/session';
import { closeMemberSockets } from '../../realtime/socket-server';
import { passwordResetService } from './password-reset.service';

/** "Forgot password?": asking for a reset link, and setting a new password from it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reset = passwordResetService(ctx);
  const perAddress = perEmailLimit(app, ctx.secret, {
    tag: 'forgot',
    max: MAIL_LIMITS.forgotPerHourPerEmail,
    timeWindow: '1 hour',
  });

  app.post(
    '/users/password/forgot',
    {
      schema: {
        tags: ['users'],
        summary: 'Mails a password reset link (valid one hour) when an account has the address',
        description:
          'Answers 200 with the same message, in about the same time, whether or not the ' +
          `address has an account. At most ${MAIL_LIMITS.forgotPerHourPerIp} an hour per IP ` +
          `and ${MAIL_LIMITS.forgotPerHourPerEmail} per address (429).`,
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: forgotPerIpLimit,
      preHandler: perAddress.countEvery,
    },
    async (request) => {
      await reset.requestReset(request.body.email);
      return { message: request.translator.t(MAIL_MESSAGES.forgotSent) };
    },
  );

  app.post(
    '/users/password/reset',
    {
      schema: {
        tags: ['users'],
        summary: 'Sets a new password from a reset link and signs the member out everywhere',
        description:
          'The link is single-use and dies after one hour or when the password changes. 400 ' +
          'for a used, expired or unknown link, or a password that breaks the sign-up rule.',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      // Per IP like sign-in: it bounds guessing tokens (hopeless at 256 bits) and argon2 work.
      config: {
        rateLimit: {
          max: ctx.config.rateLimit.authMax,
          timeWindow: '15 minutes',
          skipOnError: true,
        },
      },
    },
    async (request, reply) => {
      const userId = await reset.resetPassword(request.body.token, request.body.password);
      closeMemberSockets(ctx.realtime, userId);
      // Every session of the member ended; this browser's cookie, if it was one, goes too.
      if (sessionKeyOf(request)) clearSessionCookie(reply);
      return { message: request.translator.t(MAIL_MESSAGES.passwordReset) };
    },
  );
};
