import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: the tokens of mail links (confirm, reset, unsubscribe). */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

/** A request's URL as it may be logged: the secret parameters' values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's request log line (method, URL, host, remote address), with the tokens of mail links
 * kept out of the URL: they arrive in the query (`/api/mail/unsubscribe?token=`, the web pages
 * `/auth/reset?token=`…), and a token must never reach the logs.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
