import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, type MessageId, negotiateLocale, type Translator } from '@one-world/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { LoadSheddingSettings } from '../config';
import { HttpError, ServiceUnavailableError } from '../lib/http-errors';
import { httpErrorText, translatorFor, validationErrorText } from '../lib/i18n';
import { isDatabaseUnavailable, isPoolExhausted, isUnstorableText } from '../lib/pg-errors';

/** When a client should try again after the database or another service was unavailable, in seconds. */
const RETRY_AFTER_S = 2;

/**
 * A 503 that is no fault of the request: its status and `Retry-After` (in seconds) set on
 * `reply`, and the `{ message }` to send, in the translator's language. The error handler's
 * answers and the load shedding's refusals (plugins/load-shedding.ts) are all made here.
 */
export function unavailableAnswer(
  reply: FastifyReply,
  translator: Translator,
  text: MessageId,
  retryAfterSeconds: number,
): { message: string } {
  reply.status(503).header('retry-after', String(retryAfterSeconds));
  return { message: translator.t(text) };
}

/**
 * The error contract of DESIGN.md §1: every error is JSON `{ message }`, in the request's
 * language (issue 17). Validation errors name the field; a 5xx is logged in full and answered
 * with a generic text.
 */
export const errorsPlugin = fp(
  async (
    app: FastifyInstance,
    /** An overload's `Retry-After`, as the load shedding's refusals give it. */
    { retryAfterSeconds }: Pick<LoadSheddingSettings, 'retryAfterSeconds'>,
  ) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const translator = request.translator;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const message = validationErrorText(
          translator,
          first && {
            ...(first.params as Record<string, unknown>),
            code: first.keyword,
            message: first.message ?? '',
            path: first.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          },
        );
        return reply.status(400).send({ message });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: httpErrorText(translator, error) });
      }
      // Not a fault of the request: worth a retry after `seconds`.
      const refuse = (text: MessageId, seconds: number, why: string) => {
        request.log.warn({ err: error }, why);
        return reply.send(unavailableAnswer(reply, translator, text, seconds));
      };
      const unavailable = (text: MessageId) => refuse(text, RETRY_AFTER_S, 'service unavailable');
      if (error instanceof ServiceUnavailableError) return unavailable(error.text);
      // Every database connection busy for the pool's whole timeout: the node is overloaded, and
      // answers as its load shedding does (a retry sooner would find it as busy).
      if (isPoolExhausted(error)) {
        return refuse('errors.overloaded', retryAfterSeconds, 'overloaded: no database connection');
      }
      // PostgreSQL is restarting or out of reach.
      if (isDatabaseUnavailable(error)) return unavailable('errors.databaseUnavailable');
      if (isUnstorableText(error)) {
        return reply.status(400).send({ message: translator.t('errors.badRequest') });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: translator.t('errors.internal') });
      }
      // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type), in the
      // request's language too; the rate limit's 429 arrives translated (plugins/security.ts).
      const own = fastifyErrorText(error);
      return reply.status(status).send({ message: own ? translator.t(own) : error.message });
    });
  },
);

/** Fastify's own client errors, by code, as catalog texts. */
const FASTIFY_ERRORS: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.badRequest',
};

/**
 * The catalog text of one of Fastify's own 4xx errors; JSON that does not parse may also come as
 * a bare SyntaxError. Null for an error that already speaks the request's language.
 */
function fastifyErrorText(error: FastifyError): MessageId | null {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return 'errors.invalidJson';
  if (error.code?.startsWith('FST_')) return 'errors.badRequest';
  return null;
}

/**
 * Fastify's `frameworkErrors`: a path its router cannot read (a broken percent escape, an
 * encoded invalid UTF-8 sequence) or with a parameter over `maxParamLength`. These are refused
 * before any hook or the error handler runs, so without this they go out in Fastify's own shape
 * (`{ error, code, message, statusCode }`, echoing the path) instead of `{ message }`. The
 * cookies are not parsed yet, so the language comes from `Accept-Language` alone.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const translator = translatorFor(
    negotiateLocale({ browser: request.headers['accept-language'] }),
  );
  void reply.status(error.statusCode ?? 400).send({ message: translator.t('errors.badRequest') });
}

/** Node's client errors, by code, as the status and catalog text of the answer. */
const CLIENT_ERRORS: Record<string, { status: number; text: string; message: MessageId }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    message: 'errors.badRequest',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', message: 'errors.timeout' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a request line or headers
 * over 16 KiB, malformed HTTP, a client too slow to send its headers) never becomes a request, so
 * it is answered on the socket, like Fastify's default but as `{ message }` in the default
 * language (nothing of the request is readable).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  const { status, text, message } = known ?? {
    status: 400,
    text: 'Bad Request',
    message: 'errors.badRequest',
  };
  const body = JSON.stringify({ message: translatorFor(DEFAULT_LOCALE).t(message) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
