/**
 * The Origin check that, with SameSite cookies, defends writes and the socket handshake against
 * cross-site requests. A request without an Origin header (same-origin GETs, curl, server-side
 * clients) carries no cross-site risk from a browser and passes.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (!origin) return true;
  try {
    const { host: originHost, origin: normalized } = new URL(origin);
    return (
      originHost === host || (publicUrl !== undefined && normalized === new URL(publicUrl).origin)
    );
  } catch {
    return false;
  }
}
