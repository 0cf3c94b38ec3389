import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, INTERNAL_ERROR_MESSAGE, validationText } from '../lib/http-errors';

/**
 * The error contract of DESIGN.md §1: every error is JSON `{ message }`.
 * Validation errors name the field; a 5xx is logged in full and answered with a generic text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = validationText(
        first && {
          path: first.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: first.message ?? '',
        },
      );
      return reply.status(400).send({ message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit).
    return reply.status(status).send({ message: error.message });
  });
});
