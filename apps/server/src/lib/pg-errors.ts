import { causesOf, isConnectionFailure } from './connection-errors';

/** PostgreSQL error codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  invalidTextRepresentation: '22P02',
  deadlockDetected: '40P01',
} as const;

/** Whether a database error carries the code (Drizzle wraps the driver's errors). */
function hasPgErrorCode(err: unknown, code: string): boolean {
  return causesOf(err).some((e) => e.code === code);
}

/**
 * PostgreSQL's codes for "not serving now": class 08 (connection exception), 57P01–57P03 (shut
 * down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_CODE = /^(08...|57P0[123]|53300)$/;

/** node-postgres says these without a code: the connection ended, or none came in time. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error)/;

/** pg-pool's words for a request that waited its whole connection timeout in the pool's queue. */
const POOL_QUEUE_TIMEOUT = /^timeout exceeded when trying to connect/;

/** A row referenced something that no longer exists (e.g. a post deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown) =>
  hasPgErrorCode(err, PG_ERROR.foreignKeyViolation);

/**
 * PostgreSQL ended the statement to break a deadlock with another transaction (two batches that
 * lock the same rows in different orders); the other one goes on.
 */
export const isDeadlock = (err: unknown) => hasPgErrorCode(err, PG_ERROR.deadlockDetected);

/** A unique index refused the row (e.g. two sign-ups for one email at the same moment). */
export const isUniqueViolation = (err: unknown) => hasPgErrorCode(err, PG_ERROR.uniqueViolation);

/**
 * The database cannot be reached or is restarting: the request may succeed if retried shortly,
 * so it answers 503 rather than 500 (plugins/errors.ts). A failed connection counts whatever it
 * was to: the other services a request reaches (the picture storage) say so first
 * (`ServiceUnavailableError`).
 */
export const isDatabaseUnavailable = (err: unknown) =>
  isConnectionFailure(err) ||
  causesOf(err).some(
    (e) =>
      (typeof e.code === 'string' && UNAVAILABLE_CODE.test(e.code)) ||
      UNAVAILABLE_MESSAGE.test(e.message),
  );

/**
 * The request waited the pool's whole connection timeout for one of its connections, every one
 * of them lent out: the node has more requests than connections to serve them (an overload the
 * load shedding has not refused yet, in the first second of a surge), not a database that is
 * down (a connection that fails or does not come says so itself: `isDatabaseUnavailable`).
 */
export const isPoolExhausted = (err: unknown) =>
  causesOf(err).some((e) => POOL_QUEUE_TIMEOUT.test(e.message));

/**
 * The database cannot hold a text of the request: a NUL character (PostgreSQL's text refuses it,
 * in a column or a query parameter), one outside its encoding, or a JSON text it cannot read (a
 * lone UTF-16 surrogate, which JSON.stringify writes as an escape `jsonb` refuses). Every input
 * is validated first, so only such characters get this far: the request's fault, a 400
 * (plugins/errors.ts), never a 500.
 */
export const isUnstorableText = (err: unknown) =>
  hasPgErrorCode(err, PG_ERROR.characterNotInRepertoire) ||
  hasPgErrorCode(err, PG_ERROR.untranslatableCharacter) ||
  hasPgErrorCode(err, PG_ERROR.invalidTextRepresentation);
