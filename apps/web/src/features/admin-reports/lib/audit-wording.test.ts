import { createTranslator, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import { auditSentence, auditTargetHref } from './audit-wording';

const english = createTranslator('en', await loadCatalog('en'));

/** A sentence as plain text: the tags keep their content. */
const plain = (id: Parameters<typeof english.t>[0], values: Record<string, string>) =>
  english.intl.formatMessage(
    { id: typeof id === 'string' ? id : id.id },
    { ...values, actor: (chunks) => chunks.join(''), target: (chunks) => chunks.join('') },
  );

describe('auditTargetHref', () => {
  it('links a post to its page and a member to their profile', () => {
    expect(auditTargetHref({ targetKind: 'post', targetId: 'p1' })).toBe('/posts/p1');
    expect(auditTargetHref({ targetKind: 'user', targetId: 'u1' })).toBe('/userprofile/u1');
  });

  it('gives a comment no link, since a comment has no page of its own', () => {
    expect(auditTargetHref({ targetKind: 'comment', targetId: 'c1' })).toBeNull();
  });
});

describe('auditSentence', () => {
  it('says who did what to what', () => {
    const removed = auditSentence({ action: 'post.removed', until: null });
    expect(plain(removed, { name: 'Ana' })).toBe('Ana removed a post');
    const dismissed = auditSentence({ action: 'report.dismissed', until: null });
    expect(plain(dismissed, { name: 'Ana', kind: 'comment' })).toBe(
      'Ana dismissed a report about a comment',
    );
    const forGood = auditSentence({ action: 'user.suspended', until: null });
    expect(plain(forGood, { name: 'Ana' })).toBe('Ana suspended a member for good');
    const until = auditSentence({ action: 'user.suspended', until: '2026-12-01T00:00:00Z' });
    expect(plain(until, { name: 'Ana', until: '1 Dec 2026' })).toBe(
      'Ana suspended a member until 1 Dec 2026',
    );
  });
});
