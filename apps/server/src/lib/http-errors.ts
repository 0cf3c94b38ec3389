import { ErrorResponse } from '@one-world/contract';

/** An error whose status and message are safe to show to the client (DESIGN.md §1). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What a client is told of an unexpected failure: never its stack or SQL. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The text of a 400 for an input that failed its schema: the first problem, with the field's
 * dotted path in front when it has one (`text: Message cannot be empty`).
 */
export function validationText(problem: { path: string; message: string } | undefined): string {
  if (!problem) return 'Invalid request';
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new HttpError(429, message);

/** The error responses a signed-in write can answer with, for route schemas. */
export const writeErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
} as const;
