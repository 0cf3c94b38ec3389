import { describe, expect, it } from 'vitest';
import { originAllowed } from './same-origin';

describe('originAllowed', () => {
  it('lets a request without an Origin through', () => {
    expect(originAllowed(undefined, 'localhost:3000', undefined)).toBe(true);
  });

  it('accepts the request host, and PUBLIC_URL when the site is reached under that name', () => {
    expect(originAllowed('http://localhost:3000', 'localhost:3000', undefined)).toBe(true);
    expect(
      originAllowed('https://oneworld.example', '10.0.0.5:3000', 'https://oneworld.example/'),
    ).toBe(true);
  });

  it('refuses another site, another port and a malformed Origin', () => {
    expect(originAllowed('https://evil.example', 'localhost:3000', undefined)).toBe(false);
    expect(originAllowed('http://localhost:4000', 'localhost:3000', 'http://localhost:3000')).toBe(
      false,
    );
    expect(originAllowed('null', 'localhost:3000', undefined)).toBe(false);
  });
});
