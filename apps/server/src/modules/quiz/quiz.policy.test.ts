import { describe, expect, it } from 'vitest';
import { english } from '../../test/i18n';
import { ownsAttempt, quizBankPolicy } from './quiz.policy';

const admin = { id: 'a', role: 'admin' as const };
const member = { id: 'm', role: 'member' as const };

describe('quizBankPolicy', () => {
  it('lets only admins manage the bank', () => {
    expect(quizBankPolicy.can(admin, 'manage', undefined)).toBe(true);
    expect(quizBankPolicy.can(member, 'manage', undefined)).toBe(false);
    expect(quizBankPolicy.can(null, 'manage', undefined)).toBe(false);
    expect(() => quizBankPolicy.authorize(member, 'manage', undefined)).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'quiz.adminOnly' }),
    );
    expect(english('quiz.adminOnly')).toBe('Only administrators can manage the quiz questions');
  });
});

describe('ownsAttempt', () => {
  it("matches a member's attempt by account, whatever their address", () => {
    expect(ownsAttempt({ userId: 'm', clientKey: 'k2' }, { userId: 'm', clientKey: null })).toBe(
      true,
    );
    expect(ownsAttempt({ userId: 'x', clientKey: 'k' }, { userId: 'm', clientKey: null })).toBe(
      false,
    );
  });

  it("matches a visitor's attempt by client key, never a member's", () => {
    expect(ownsAttempt({ userId: null, clientKey: 'k' }, { userId: null, clientKey: 'k' })).toBe(
      true,
    );
    expect(ownsAttempt({ userId: null, clientKey: 'k' }, { userId: null, clientKey: 'j' })).toBe(
      false,
    );
    expect(ownsAttempt({ userId: null, clientKey: 'k' }, { userId: 'm', clientKey: null })).toBe(
      false,
    );
    expect(ownsAttempt({ userId: 'm', clientKey: 'k' }, { userId: null, clientKey: 'k' })).toBe(
      false,
    );
  });
});
