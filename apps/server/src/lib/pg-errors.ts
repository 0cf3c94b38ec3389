/** PostgreSQL error codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** Whether a database error carries the code; Drizzle wraps driver errors, so the cause chain is walked. */
function hasPgErrorCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A row referenced something that no longer exists (e.g. a post deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown) =>
  hasPgErrorCode(err, PG_ERROR.foreignKeyViolation);

/** A unique index refused the row (e.g. two sign-ups for one email at the same moment). */
export const isUniqueViolation = (err: unknown) => hasPgErrorCode(err, PG_ERROR.uniqueViolation);
