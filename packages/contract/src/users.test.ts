import { createTranslator, issueMessage, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from './constants';
import { Bio, Password, ProfileUpdateBody, SignInBody, SignUpBody } from './users';

const english = createTranslator('en', await loadCatalog('en'));

/** The first issue's text as an English reader gets it, or null when the input is accepted. */
function firstProblem(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? english.t(issueMessage(issue, english.isId)) : 'unknown';
}

describe('Password', () => {
  it('accepts 6+ characters with a capital letter', () => {
    expect(firstProblem(Password, 'Secret')).toBeNull();
    expect(firstProblem(Password, 'long passphrase With one capital')).toBeNull();
    expect(firstProblem(Password, 'élanÉ1')).toBeNull();
  });

  it('refuses fewer than 6 characters', () => {
    expect(firstProblem(Password, 'Abcde')).toBe('Password must be at least 6 characters');
  });

  it('refuses a password without a capital letter', () => {
    expect(firstProblem(Password, 'secret1!')).toBe(
      'Password must contain at least 1 capital letter',
    );
  });

  it(`refuses more than ${LIMITS.passwordMax} characters`, () => {
    expect(firstProblem(Password, 'A'.repeat(LIMITS.passwordMax))).toBeNull();
    expect(firstProblem(Password, 'A'.repeat(LIMITS.passwordMax + 1))).toBe(
      `Password must be at most ${LIMITS.passwordMax} characters`,
    );
  });

  it('is not trimmed, so spaces count as characters', () => {
    expect(Password.parse('  Ab  ')).toBe('  Ab  ');
  });

  it('asks for a password that is missing', () => {
    expect(firstProblem(Password, undefined)).toBe('Password is required');
  });
});

describe('SignUpBody', () => {
  it('trims the name and the email', () => {
    expect(
      SignUpBody.parse({
        name: '  Ada Lovelace ',
        email: ' ada@example.com  ',
        password: 'Secret',
      }),
    ).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret' });
  });

  it('refuses a name that is only spaces', () => {
    expect(
      firstProblem(SignUpBody, { name: '   ', email: 'ada@example.com', password: 'Secret' }),
    ).toBe('Name is required');
  });

  it('refuses a bad email and applies the password rule', () => {
    const body = { name: 'Ada', email: 'ada@example.com', password: 'Secret' };
    expect(firstProblem(SignUpBody, { ...body, email: 'not-an-email' })).toBe(
      'Enter a valid email address',
    );
    expect(firstProblem(SignUpBody, { ...body, password: 'secret' })).toBe(
      'Password must contain at least 1 capital letter',
    );
  });

  it('names the field of each problem', () => {
    const result = SignUpBody.safeParse({ name: '', email: '', password: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(new Set(['name', 'email', 'password']));
  });
});

describe('SignInBody', () => {
  it('trims the email', () => {
    expect(SignInBody.parse({ email: '  ada@example.com ', password: 'secret' })).toEqual({
      email: 'ada@example.com',
      password: 'secret',
    });
  });

  it('accepts an old password that breaks the sign-up rule', () => {
    expect(firstProblem(SignInBody, { email: 'ada@example.com', password: 'abc' })).toBeNull();
  });

  it('still needs a password', () => {
    expect(firstProblem(SignInBody, { email: 'ada@example.com', password: '' })).toBe(
      'Password is required',
    );
    expect(firstProblem(SignInBody, { email: 'ada@example.com' })).toBe('Password is required');
  });
});

describe('Bio', () => {
  it(`accepts ${LIMITS.bioMax} characters after trimming and refuses one more`, () => {
    expect(Bio.parse(`  ${'b'.repeat(LIMITS.bioMax)}  `)).toBe('b'.repeat(LIMITS.bioMax));
    expect(firstProblem(Bio, 'b'.repeat(LIMITS.bioMax + 1))).toBe(
      `Bio must be at most ${LIMITS.bioMax} characters`,
    );
  });
});

describe('ProfileUpdateBody', () => {
  it('drops role and statusBadge, which only admins and payments change', () => {
    expect(ProfileUpdateBody.parse({ name: 'Ada', role: 'admin', statusBadge: 'Legend' })).toEqual({
      name: 'Ada',
    });
  });

  it('takes a data URL as a new picture and lets the stored `{ secure_url }` through unchanged', () => {
    expect(firstProblem(ProfileUpdateBody, { img: 'data:image/png;base64,AAAA' })).toBeNull();
    expect(firstProblem(ProfileUpdateBody, { cover: { secure_url: '/images/x.webp' } })).toBeNull();
    expect(firstProblem(ProfileUpdateBody, { img: null })).toBeNull();
    expect(ProfileUpdateBody.safeParse({ img: 'https://example.com/me.png' }).success).toBe(false);
  });
});
