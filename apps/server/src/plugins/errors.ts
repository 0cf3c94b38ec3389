import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

/**
 * The error contract of DESIGN.md §1: every error is JSON `{ message }`.
 * Validation errors name the field; a 5xx is logged in full and answered with a generic text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first
        ? field
          ? `${field}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit).
    return reply.status(status).send({ message: error.message });
  });
});
