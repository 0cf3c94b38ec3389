import { describe, expect, it } from 'vitest';
import { userPolicy } from './users.policy';

const member = { id: 'u1' };

describe('userPolicy', () => {
  it('lets members, admins and visitors (through sign-in) report someone else', () => {
    expect(userPolicy.can(null, 'report', member)).toBe(true);
    expect(userPolicy.can({ id: 'u2', role: 'member' }, 'report', member)).toBe(true);
    expect(userPolicy.can({ id: 'u2', role: 'admin' }, 'report', member)).toBe(true);
  });

  it('refuses reporting oneself with a 403, whatever the role', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.abilities({ id: 'u1', role }, member)).toEqual({ report: false });
      expect(() => userPolicy.authorize({ id: 'u1', role }, 'report', member)).toThrow(
        expect.objectContaining({ statusCode: 403, message: 'You cannot report yourself' }),
      );
    }
  });
});
