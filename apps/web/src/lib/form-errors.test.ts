import { describe, expect, it } from 'vitest';
import { parseFieldError } from './form-errors';

const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;

describe('parseFieldError', () => {
  it('splits "field: message" when the field belongs to the form', () => {
    expect(parseFieldError('email: Enter a valid email address', SIGN_UP_FIELDS)).toEqual({
      field: 'email',
      message: 'Enter a valid email address',
    });
  });

  it('tolerates surrounding and missing spaces and keeps later colons in the text', () => {
    expect(parseFieldError('  password:Must contain: 1 capital  ', SIGN_UP_FIELDS)).toEqual({
      field: 'password',
      message: 'Must contain: 1 capital',
    });
  });

  it('keeps a message that runs over several lines', () => {
    expect(parseFieldError('name: Too long\nTry a shorter one', SIGN_UP_FIELDS)).toEqual({
      field: 'name',
      message: 'Too long\nTry a shorter one',
    });
  });

  it('matches the dotted paths the server uses for nested fields', () => {
    expect(parseFieldError('img.secure_url: Invalid input', ['img.secure_url'])).toEqual({
      field: 'img.secure_url',
      message: 'Invalid input',
    });
  });

  it('ignores a field the form does not have', () => {
    expect(parseFieldError('title: Title is required', SIGN_UP_FIELDS)).toBeNull();
    expect(parseFieldError('Email: Enter a valid email address', SIGN_UP_FIELDS)).toBeNull();
  });

  it('returns null for a message without a field', () => {
    expect(parseFieldError('Invalid email or password', SIGN_UP_FIELDS)).toBeNull();
    expect(parseFieldError('Too many attempts, try later', SIGN_UP_FIELDS)).toBeNull();
    expect(parseFieldError('Network error: try again', SIGN_UP_FIELDS)).toBeNull();
    expect(parseFieldError('', SIGN_UP_FIELDS)).toBeNull();
  });

  it('returns null when the field has no text after it', () => {
    expect(parseFieldError('email:', SIGN_UP_FIELDS)).toBeNull();
    expect(parseFieldError('email:   ', SIGN_UP_FIELDS)).toBeNull();
  });
});
