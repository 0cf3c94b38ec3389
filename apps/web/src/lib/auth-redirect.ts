/** Where to send a user after sign-in, carried as ?redirect= so it survives a reload. */

export const SIGN_IN_PATH = '/auth/signin';
export const REDIRECT_PARAM = 'redirect';

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * An in-app path to return to, or `fallback`. The value is resolved the way a browser would
 * (which drops tabs and newlines and reads "\\" as "/"), and only a path that stays on this
 * site is accepted, so the parameter cannot send anyone elsewhere ("//evil.example", "/\\evil",
 * "/\t/evil", "https:…").
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === SIGN_IN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the user back to `from` afterwards. */
export function signInHref(from?: string): string {
  if (!from || from === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`;
}
