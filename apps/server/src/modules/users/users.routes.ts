import {
  BioBody,
  ErrorResponse,
  MAIL_MESSAGES,
  MessageResponse,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  PublicUser,
  SessionResponse,
  SessionUser,
  SignInBody,
  SignUpBody,
  USER_MESSAGES,
  UserIdParams,
} from '@one-world/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import {
  forbidden,
  HttpError,
  uploadErrorResponses,
  writeErrorResponses,
} from '../../lib/http-errors';
import {
  AUTH_ATTEMPTS_PER_IP_FACTOR,
  perEmailLimit,
  perMemberWriteLimit,
} from '../../lib/rate-limits';
import {
  endSession,
  requireActor,
  requireSignIn,
  sessionKeyOf,
  startSession,
} from '../../plugins/session';
import { afterAnswer, closeSessionSockets } from '../../realtime/socket-server';
import { DATA_URL_BODY_LIMIT } from '../../storage';
import { toPublicUser, toSessionUser } from './users.presenter';
import { usersService } from './users.service';

const AUTH_WINDOW = '15 minutes';

const authErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** Refuses a GET that a browser reports as sent by another site (a link or image elsewhere). */
async function refuseCrossSite(request: FastifyRequest) {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden('errors.crossSite');
  }
}

/** Accounts: sign-up, sign-in, logout, session restore, public profiles and editing one's own. */
export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, secureCookies } = ctx;
  const users = usersService(ctx);
  const authMax = ctx.config.rateLimit.authMax;
  // Generous per address (a classroom signs in together), strict per email (below).
  const perIpLimit = {
    rateLimit: {
      max: authMax * AUTH_ATTEMPTS_PER_IP_FACTOR,
      timeWindow: AUTH_WINDOW,
      skipOnError: true,
    },
  };

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign up: creates a member account and signs it in',
        description:
          'The account’s interface language is the one the visitor was reading in (the ' +
          'request’s language: `ow_lang` cookie, then `Accept-Language`).',
        body: SignUpBody,
        response: { 200: SessionUser, ...authErrors },
      },
      config: perIpLimit,
      preHandler: perEmailLimit(app, ctx.secret, {
        tag: 'signup',
        max: authMax,
        timeWindow: AUTH_WINDOW,
      }).countEvery,
    },
    async (request, reply) => {
      const user = await users.signUp(request.body, { language: request.locale });
      await startSession(db, reply, user.id, secureCookies);
      return toSessionUser(user);
    },
  );

  // Only failed sign-ins count per email: were every attempt counted, the member's own successful
  // sign-ins would use up the budget along with anyone else's guesses.
  const signInLimit = perEmailLimit(app, ctx.secret, {
    tag: 'signin',
    max: authMax,
    timeWindow: AUTH_WINDOW,
  });
  app.post(
    '/users/auth',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with email and password; starts a new session',
        description: 'A suspended member is refused with 403 saying until when.',
        body: SignInBody,
        response: { 200: SessionUser, ...authErrors, 403: ErrorResponse },
      },
      config: perIpLimit,
      preHandler: signInLimit.refuseWhenSpent,
    },
    async (request, reply) => {
      const user = await users.signIn(request.body).catch(async (err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 401) await signInLimit.count(request);
        throw err;
      });
      await startSession(db, reply, user.id, secureCookies);
      return toSessionUser(user);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = sessionKeyOf(request);
    await endSession(db, request, reply);
    if (key) afterAnswer(reply, () => closeSessionSockets(ctx.realtime, key));
    return { message: request.translator.t(USER_MESSAGES.loggedOut) };
  };
  const logoutSchema = {
    tags: ['users'],
    summary: 'Ends the session (also when not signed in)',
    response: { 200: MessageResponse, 403: ErrorResponse },
  };
  // The spec keeps GET; unlike POST it is not covered by the Origin check, so a cross-site GET
  // (an <img> on another site logging members out) is refused by its Sec-Fetch-Site header.
  app.get(
    '/users/logout',
    {
      schema: { ...logoutSchema, description: 'Refused with 403 when sent cross-site.' },
      onRequest: refuseCrossSite,
    },
    logout,
  );
  app.post('/users/logout', { schema: logoutSchema }, logout);

  app.get(
    '/session',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, restored from the session cookie',
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => {
      const user = request.actor ? await users.findUser(request.actor.id) : null;
      // A cookie that names no live session is dropped so the browser stops sending it.
      if (!user && sessionKeyOf(request)) await endSession(db, request, reply);
      reply.header('cache-control', 'no-store');
      return { user: user ? toSessionUser(user) : null };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A member’s public profile with follow counts and the viewer’s abilities',
        params: UserIdParams,
        response: { 200: PublicUser, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      toPublicUser(await users.getProfile(request.params.id, request.actor), request.actor),
  );

  app.put(
    '/profileupdated/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edits one’s own profile: name, email, bio, avatar (`img`) and cover',
        description:
          '`img` and `cover` are data URLs (PNG, JPEG, WebP or GIF, at most 5 MB: 413/415 ' +
          'otherwise). `role` and `statusBadge` are ignored. 403 for anyone else’s profile, ' +
          '409 for an email another account uses. A new email takes effect only once confirmed ' +
          'from the link mailed to it (`pendingEmail` until then); the old address is told.',
        params: UserIdParams,
        body: ProfileUpdateBody,
        response: {
          200: ProfileUpdateResponse,
          ...uploadErrorResponses,
          409: ErrorResponse,
        },
      },
      // Two pictures as data URLs (avatar and cover) plus the small fields.
      bodyLimit: 2 * DATA_URL_BODY_LIMIT,
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const { user, emailChangeStarted } = await users.updateProfile(
        requireActor(request),
        request.params.id,
        request.body,
      );
      return {
        message: request.translator.t(
          emailChangeStarted ? MAIL_MESSAGES.emailChangePending : USER_MESSAGES.profileUpdated,
        ),
        user: toSessionUser(user),
      };
    },
  );

  app.patch(
    '/updatedbio/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edits one’s own About Me (at most 300 characters)',
        params: UserIdParams,
        body: BioBody,
        response: { 200: ProfileUpdateResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const { user } = await users.updateProfile(requireActor(request), request.params.id, {
        bio: request.body.bio,
      });
      return {
        message: request.translator.t(USER_MESSAGES.bioUpdated),
        user: toSessionUser(user),
      };
    },
  );
};
