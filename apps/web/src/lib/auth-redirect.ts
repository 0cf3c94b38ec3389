/**
 * Where to send a user after sign-in, carried as ?redirect= (built by `paths.auth.signIn.href`)
 * so it survives a reload.
 */
import { paths } from '../config/paths';

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
  if (url.origin !== PROBE_ORIGIN || url.pathname === paths.auth.signIn.path) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
