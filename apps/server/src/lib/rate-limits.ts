import { REPORT_LIMITS } from '@one-world/contract';
import type { FastifyRequest } from 'fastify';

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
      keyGenerator: (request: FastifyRequest) =>
        request.actor ? `member:${request.actor.id}` : `ip:${request.ip}`,
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
