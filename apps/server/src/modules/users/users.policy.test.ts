import { describe, expect, it } from 'vitest';
import { userPolicy } from './users.policy';

const member = { id: 'u1' };
const self = { member: { id: 'u1', role: 'member' }, admin: { id: 'u1', role: 'admin' } } as const;
const other = { member: { id: 'u2', role: 'member' }, admin: { id: 'u2', role: 'admin' } } as const;

describe('userPolicy', () => {
  it('lets only the member edit their profile, whatever the role of anyone else', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.can(self[role], 'update', member)).toBe(true);
      expect(() => userPolicy.authorize(other[role], 'update', member)).toThrow(
        expect.objectContaining({ statusCode: 403, message: 'You can only edit your own profile' }),
      );
    }
    expect(userPolicy.can(null, 'update', member)).toBe(false);
  });

  it('lets anyone else (a visitor through sign-in) follow, message and report the member', () => {
    const others = { update: false, follow: true, message: true, report: true };
    expect(userPolicy.abilities(null, member)).toEqual(others);
    expect(userPolicy.abilities(other.member, member)).toEqual(others);
    expect(userPolicy.abilities(other.admin, member)).toEqual(others);
  });

  it('refuses following, messaging and reporting oneself, whatever the role', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.abilities(self[role], member)).toEqual({
        update: true,
        follow: false,
        message: false,
        report: false,
      });
      for (const [action, message] of [
        ['follow', 'You cannot follow yourself'],
        ['message', 'You cannot start a conversation with yourself'],
        ['report', 'You cannot report yourself'],
      ] as const) {
        expect(() => userPolicy.authorize(self[role], action, member)).toThrow(
          expect.objectContaining({ statusCode: 403, message }),
        );
      }
    }
  });
});
