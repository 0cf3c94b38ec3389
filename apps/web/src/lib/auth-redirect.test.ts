import { describe, expect, it } from 'vitest';
import { paths, REDIRECT_PARAM } from '../config/paths';
import { safeRedirectPath } from './auth-redirect';

const SIGN_IN_PATH = paths.auth.signIn.path;

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/Climate/Africa?sort=new#post-3')).toBe(
      '/Climate/Africa?sort=new#post-3',
    );
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('refuses protocol-relative and backslash paths that leave the site', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example/profile')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('\\\\evil.example')).toBe('/');
    expect(safeRedirectPath('/\t/evil.example')).toBe('/');
    expect(safeRedirectPath('/\n/evil.example')).toBe('/');
  });

  it('refuses absolute URLs and other schemes', () => {
    expect(safeRedirectPath('https://evil.example/profile')).toBe('/');
    expect(safeRedirectPath('http:/evil.example')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
  });

  it('refuses relative paths, blanks and missing values', () => {
    expect(safeRedirectPath('profile')).toBe('/');
    expect(safeRedirectPath(' /profile')).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });

  it('does not send the user back to the sign-in page itself', () => {
    expect(safeRedirectPath(SIGN_IN_PATH)).toBe('/');
    expect(safeRedirectPath(`${SIGN_IN_PATH}?redirect=%2Fprofile`)).toBe('/');
    expect(safeRedirectPath(paths.auth.signUp.path)).toBe(paths.auth.signUp.path);
  });

  it('answers with the given fallback when it refuses', () => {
    expect(safeRedirectPath('//evil.example', '/welcome')).toBe('/welcome');
    expect(safeRedirectPath('/profile', '/welcome')).toBe('/profile');
  });
});

describe('the sign-in link and safeRedirectPath', () => {
  it('round-trip the page to come back to', () => {
    const from = '/reports?tab=mine#top';
    const href = paths.auth.signIn.href(from);
    const params = new URL(href, 'https://oneworld.example').searchParams;
    expect(safeRedirectPath(params.get(REDIRECT_PARAM))).toBe(from);
  });
});
