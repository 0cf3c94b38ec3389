import type { MessageId } from '@one-world/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { httpErrorText, validationErrorText } from '../lib/i18n';

/**
 * The error contract of DESIGN.md §1: every error is JSON `{ message }`, in the request's
 * language (issue 17). Validation errors name the field; a 5xx is logged in full and answered
 * with a generic text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
});

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
