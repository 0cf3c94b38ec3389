import { describe, expect, it } from 'vitest';
import { moderationPolicy, suspensionPolicy } from './moderation.policy';

const admin = { id: 'a', role: 'admin' } as const;
const member = { id: 'm', role: 'member' } as const;

describe('moderationPolicy', () => {
  it('lets only admins moderate, refusing others with a 403 that says why', () => {
    expect(moderationPolicy.can(admin, 'moderate', 'moderation')).toBe(true);
    expect(moderationPolicy.can(member, 'moderate', 'moderation')).toBe(false);
    expect(moderationPolicy.can(null, 'moderate', 'moderation')).toBe(false);
    expect(() => moderationPolicy.authorize(member, 'moderate', 'moderation')).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'moderation.adminsOnly' }),
    );
  });
});

describe('suspensionPolicy', () => {
  it('lets admins suspend members but never administrators', () => {
    expect(suspensionPolicy.can(admin, 'suspend', { role: 'member' })).toBe(true);
    expect(suspensionPolicy.can(member, 'suspend', { role: 'member' })).toBe(false);
    expect(() => suspensionPolicy.authorize(admin, 'suspend', { role: 'admin' })).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'moderation.cannotSuspendAdmin' }),
    );
  });
});
