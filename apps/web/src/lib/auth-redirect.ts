/** Where to send a user after sign-in, carried as ?redirect= so it survives a reload. */

export const SIGN_IN_PATH = '/auth/signin';
export const REDIRECT_PARAM = 'redirect';

/**
 * An in-app path to return to, or `fallback`. Only same-origin absolute paths are accepted so
 * the parameter cannot send anyone to another site ("//evil.example", "/\\evil", "https:…").
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  if (raw === SIGN_IN_PATH || raw.startsWith(`${SIGN_IN_PATH}?`)) return fallback;
  return raw;
}

/** The sign-in address that brings the user back to `from` afterwards. */
export function signInHref(from?: string): string {
  if (!from || from === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`;
}
