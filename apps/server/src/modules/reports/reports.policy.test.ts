import { describe, expect, it } from 'vitest';
import { reportsPolicy } from './reports.policy';

describe('reportsPolicy', () => {
  it('lets only admins read the reports', () => {
    expect(reportsPolicy.can({ id: 'a', role: 'admin' }, 'list', 'reports')).toBe(true);
    expect(reportsPolicy.can({ id: 'm', role: 'member' }, 'list', 'reports')).toBe(false);
    expect(reportsPolicy.can(null, 'list', 'reports')).toBe(false);
  });

  it('refuses members with a 403 that says why', () => {
    expect(() => reportsPolicy.authorize({ id: 'm', role: 'member' }, 'list', 'reports')).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'reports.onlyAdmins' }),
    );
  });
});
