import { describe, expect, it } from 'vitest';
import { auditTarget } from './audit-wording';

describe('auditTarget', () => {
  it('links a post to its page and a member to their profile', () => {
    expect(auditTarget({ targetKind: 'post', targetId: 'p1' })).toEqual({
      label: 'a post',
      href: '/posts/p1',
    });
    expect(auditTarget({ targetKind: 'user', targetId: 'u1' })).toEqual({
      label: 'a member',
      href: '/userprofile/u1',
    });
  });

  it('names a comment without a link, since a comment has no page of its own', () => {
    expect(auditTarget({ targetKind: 'comment', targetId: 'c1' })).toEqual({
      label: 'a comment',
      href: null,
    });
  });
});
