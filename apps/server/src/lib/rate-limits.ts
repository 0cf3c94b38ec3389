import { createHmac } from 'node:crypto';
import { MAIL_LIMITS, REPORT_LIMITS, USER_MESSAGES } from '@one-world/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-errors';

/** Writes a member may make per minute on one endpoint (posting, commenting, reporting, deleting). */
export const WRITES_PER_MINUTE = 30;

/** Likes per minute: one click each, so a member browsing a board gets a larger budget. */
export const LIKES_PER_MINUTE = 120;

/**
 * Chat writes per minute (sending over HTTP, marking read): a conversation goes back and forth
 * quickly, and every message shown in an open conversation marks it read.
 */
export const CHAT_WRITES_PER_MINUTE = 120;

/**
 * Sign-in and sign-up attempts one IP address may make per window, as a multiple of
 * AUTH_RATE_LIMIT_MAX (the per-email limit): a classroom or an office behind one address signs in
 * together, so the address gets the budget of many members while each account keeps the strict
 * per-email one.
 */
export const AUTH_ATTEMPTS_PER_IP_FACTOR = 10;

/**
 * The key of the API-wide limit: a signed-in member's own budget, so members behind one address
 * (a classroom, an office) do not share one; a visitor's address otherwise.
 */
export const memberOrIpKey = (request: FastifyRequest): string =>
  request.actor ? `member:${request.actor.id}` : `ip:${request.ip}`;

/**
 * Route config limiting writes per signed-in member rather than per IP, so members behind one
 * NAT do not share a budget and one account cannot flood the boards. Visitors fall back to the
 * IP (their writes are refused with 401 anyway).
 */
function perMemberLimit(max: number, timeWindow = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      skipOnError: true,
      keyGenerator: memberOrIpKey,
    },
  };
}

export const perMemberWriteLimit = perMemberLimit(WRITES_PER_MINUTE);
export const perMemberLikeLimit = perMemberLimit(LIKES_PER_MINUTE);
export const perMemberChatLimit = perMemberLimit(CHAT_WRITES_PER_MINUTE);

/**
 * Reports per member per hour: each one asks a moderator's time, so a member filing many (one
 * thing once each) is refused long before the write limit would.
 */
export const perMemberReportLimit = perMemberLimit(REPORT_LIMITS.perHour, '1 hour');

/** "Send again" of the confirmation mail, per member per hour. */
export const perMemberResendLimit = perMemberLimit(MAIL_LIMITS.resendPerHour, '1 hour');

/** "Forgot password?" per IP per hour (the per-address limit is `perEmailLimit`). */
export const forgotPerIpLimit = {
  rateLimit: { max: MAIL_LIMITS.forgotPerHourPerIp, timeWindow: '1 hour', skipOnError: true },
};

/**
 * The key names the address without storing it in the rate-limit store (Redis) in clear: an HMAC
 * under the server's secret, so a leaked store cannot be matched against a list of addresses.
 */
function emailKey(secret: string, body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHmac('sha256', secret).update(normalized).digest('base64url');
}

/**
 * Limits attempts per email address of the body (the per-IP limit runs earlier, as route config),
 * counted under `tag`. It uses the rate-limit plugin's store, so several nodes share counts
 * through Redis; `secret` is the HMAC key every node shares.
 */
export function perEmailLimit(
  app: FastifyInstance,
  secret: string,
  options: { tag: string; max: number; timeWindow: string },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    skipOnError: true,
    keyGenerator: (request) => `${options.tag}:${emailKey(secret, request.body)}`,
  });
  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    reply.header('retry-after', ttlInSeconds);
    return tooManyRequests(USER_MESSAGES.tooManyAttempts);
  };
  return {
    /** preHandler counting every attempt and refusing the ones past the limit. */
    countEvery: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
    },
    /** preHandler refusing once `max` attempts were counted, without counting this one. */
    refuseWhenSpent: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw refuse(reply, result.ttlInSeconds);
    },
    /** Counts one attempt (for `refuseWhenSpent`). */
    count: async (request: FastifyRequest) => {
      await limiter(request);
    },
  };
}
