import type { FastifyRequest } from 'fastify';

/** Content a member may create per minute on one endpoint (posts, comments, reports). */
export const WRITES_PER_MINUTE = 30;

/**
 * Route config limiting creation per signed-in member rather than per IP, so members behind one
 * NAT do not share a budget and one account cannot flood the boards. Visitors fall back to the
 * IP (their writes are refused with 401 anyway).
 */
export const perMemberWriteLimit = {
  rateLimit: {
    max: WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) =>
      request.actor ? `member:${request.actor.id}` : `ip:${request.ip}`,
  },
};
