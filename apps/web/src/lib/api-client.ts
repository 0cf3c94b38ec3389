/**
 * The one way the web app talks to its server: same-origin JSON over fetch with the session
 * cookie, a timeout, and failures reported as an {@link ApiError} of a known kind (SPEC §7).
 */

import type { MessageId, Translatable } from '@one-world/i18n';
import { isActiveId, translateText } from './i18n/active';

export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status; only set when kind is HTTP. */
  readonly status: number | undefined;
  /** The parsed response body (or its text when it was not JSON). */
  readonly data: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

/** Anything with a zod-like `parse`, e.g. a schema from '@one-world/contract'. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Aborts with a TIMEOUT_ERROR after this many milliseconds. */
  timeoutMs?: number;
  /** Cancels the request (TanStack Query passes one); the AbortError is rethrown unchanged. */
  signal?: AbortSignal;
  /**
   * Validates the response body; a mismatch is a PARSING_ERROR. Call sites pass
   * `import.meta.env.DEV && Schema`: production builds then drop the response schemas and Zod
   * from the pages' JavaScript (the server's answers are checked by its own tests and in
   * development), while forms keep validating with the contract's schemas.
   */
  schema?: ResponseSchema<T> | false;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

const NETWORK_MESSAGE = 'Unable to reach the server. Check your connection and try again.';
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * A signal that aborts, with the same reason, as soon as any of `signals` does. Uses
 * AbortSignal.any where the browser has it; Safari before 17.4 and Chrome before 116 do not.
 */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  const aborted = signals.find((signal) => signal.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return controller.signal;
  }
  const onAbort = (event: Event) => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}

/** Performs one API call and returns the parsed JSON body (undefined for an empty body). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, headers, schema, signal } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('timeout', 'TimeoutError')),
    timeoutMs,
  );
  const combined = signal ? anySignal([signal, timeout.signal]) : timeout.signal;

  const payload: BodyInit | undefined =
    body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (typeof payload === 'string') requestHeaders['Content-Type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      headers: requestHeaders,
      body: payload,
      signal: combined,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new ApiError('TIMEOUT_ERROR', TIMEOUT_MESSAGE);
    throw new ApiError('FETCH_ERROR', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  let data: unknown;
  let parsed = true;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      parsed = false;
      data = text;
    }
  }

  if (!response.ok) {
    const message =
      messageOf(data) ?? (response.statusText || `Request failed (${response.status})`);
    throw new ApiError('HTTP', message, response.status, data);
  }
  if (!parsed) {
    throw new ApiError(
      'PARSING_ERROR',
      'The server sent a response we could not read.',
      undefined,
      data,
    );
  }
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError('PARSING_ERROR', 'The server sent an unexpected response.', undefined, data);
  }
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** True for an HTTP ApiError, optionally with one of the given statuses. */
export function isHttpError(error: unknown, ...statuses: number[]): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'HTTP' &&
    (statuses.length === 0 || statuses.includes(error.status ?? -1))
  );
}

/**
 * The text to show for a failed call, in the reader's language: the server's `{ message }` for
 * HTTP errors, a connection hint for network failures and timeouts, otherwise the caller's
 * fallback (a catalog id, translated here, or a text already translated).
 */
export function errorMessage(error: unknown, fallback: string | Translatable): string {
  if (error instanceof ApiError) {
    // The server answers in the reader's language already.
    if (error.kind === 'HTTP') return messageOf(error.data) ?? translateText(fallback);
    if (error.kind === 'FETCH_ERROR') return inLanguage('errors.network', error.message);
    if (error.kind === 'TIMEOUT_ERROR') return inLanguage('errors.timeout', error.message);
  }
  return translateText(fallback);
}

/** A catalog text in the language on screen, or `otherwise` before any language is (tests). */
function inLanguage(id: MessageId, otherwise: string): string {
  return isActiveId(id) ? translateText(id) : otherwise;
}
