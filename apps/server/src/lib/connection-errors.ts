/** The errors of an error's cause chain: drivers and SDKs wrap the socket's own error. */
export function causesOf(err: unknown): (Error & { code?: unknown })[] {
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error; e = e.cause) chain.push(e);
  return chain;
}

/** The socket's codes for a service out of reach: refused, reset, timed out, not found. */
const CONNECTION_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)$/;

/** Whether the error (or one of its causes) is a connection to another service that failed. */
export const isConnectionFailure = (err: unknown) =>
  causesOf(err).some((e) => typeof e.code === 'string' && CONNECTION_CODE.test(e.code));
