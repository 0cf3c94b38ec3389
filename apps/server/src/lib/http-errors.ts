import { ErrorResponse } from '@one-world/contract';
import { type MessageId, msg, type Translatable } from '@one-world/i18n';

/**
 * An error whose status and message are safe to show to the client (DESIGN.md §1). The message
 * is a catalog text, answered in the request's language; `field` names the input it is about
 * ("cursor: Invalid cursor").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Translatable,
    readonly field?: string,
  ) {
    super(typeof text === 'string' ? text : text.id);
    this.name = 'HttpError';
  }
}

/**
 * A service the request needs besides the database (the picture storage) is out of reach or
 * failing: a 503 with Retry-After whose text names it (plugins/errors.ts), instead of the
 * database's or a 500. `cause` keeps the service's own error for the log.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly text: MessageId,
    options: { cause: unknown },
  ) {
    super(text, options);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * The text of a 400 for an input that failed its schema: the first problem, with the field's
 * dotted path in front when it has one (`text: Message cannot be empty`).
 */
export function fieldText(path: string, text: string): string {
  return path ? `${path}: ${text}` : text;
}

export const badRequest = (text: Translatable, field?: string) => new HttpError(400, text, field);
export const unauthorized = (text: Translatable = 'errors.signIn') => new HttpError(401, text);
export const forbidden = (text: Translatable = 'errors.forbidden') => new HttpError(403, text);
export const notFound = (text: Translatable = 'errors.notFound') => new HttpError(404, text);
export const conflict = (text: Translatable) => new HttpError(409, text);
export const payloadTooLarge = (text: Translatable) => new HttpError(413, text);
export const unsupportedMediaType = (text: Translatable) => new HttpError(415, text);
export const tooManyRequests = (text: Translatable = 'errors.tooManyRequests') =>
  new HttpError(429, text);

/** A 400 for a cursor the server did not write. */
export const invalidCursor = () => badRequest(msg('errors.invalidCursor'), 'cursor');

/** The error responses a signed-in write can answer with, for route schemas. */
export const writeErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
} as const;

/**
 * The error responses of a signed-in write whose body carries a picture as a data URL: also 413
 * (too large) and 415 (not an image the server reads).
 */
export const uploadErrorResponses = {
  ...writeErrorResponses,
  413: ErrorResponse,
  415: ErrorResponse,
} as const;
