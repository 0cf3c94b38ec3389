import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { commentingPolicy, commentPolicy, postPolicy } from './posts.policy';

const author: Actor = { id: 'author', role: 'member' };
const other: Actor = { id: 'other', role: 'member' };
const admin: Actor = { id: 'admin', role: 'admin' };
const adminAuthor: Actor = { id: 'author', role: 'admin' };
const content = { userId: 'author' };

// Every role against every action: [viewer, update, delete, report].
const table: [string, Actor | null, boolean, boolean, boolean][] = [
  ['a visitor', null, false, false, true],
  ['the author', author, true, true, false],
  ['another member', other, false, false, true],
  ['an admin', admin, false, true, true],
  ['an admin who wrote it', adminAuthor, true, true, false],
];

// A refusal carries its catalog id; the integration tests read its English text.
describe.each([
  ['postPolicy', postPolicy, { delete: 'posts.deleteOwnPost', update: 'posts.editOwnPost' }],
  [
    'commentPolicy',
    commentPolicy,
    { delete: 'posts.deleteOwnComment', update: 'posts.editOwnComment' },
  ],
])('%s', (_name, policy, refusals) => {
  it.each(table)('answers for %s', (_who, actor, update, remove, report) => {
    expect(policy.abilities(actor, content)).toEqual({ update, delete: remove, report });
    expect(policy.can(actor, 'update', content)).toBe(update);
    expect(policy.can(actor, 'delete', content)).toBe(remove);
    expect(policy.can(actor, 'report', content)).toBe(report);
  });

  it('tells whether an actor may do exactly what a visitor may', () => {
    expect(policy.likeVisitors(other, content)).toBe(true);
    for (const actor of [author, admin, adminAuthor]) {
      expect(policy.likeVisitors(actor, content)).toBe(false);
    }
  });

  it('refuses with a 403 that says why', () => {
    expect(() => policy.authorize(other, 'delete', content)).toThrow(
      expect.objectContaining({ statusCode: 403, text: refusals.delete }),
    );
    expect(() => policy.authorize(other, 'update', content)).toThrow(
      expect.objectContaining({ statusCode: 403, text: refusals.update }),
    );
    expect(() => policy.authorize(author, 'report', content)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('lets through what it allows', () => {
    expect(() => policy.authorize(author, 'delete', content)).not.toThrow();
    expect(() => policy.authorize(admin, 'delete', content)).not.toThrow();
    expect(() => policy.authorize(other, 'report', content)).not.toThrow();
  });
});

describe('commentingPolicy', () => {
  it.each([
    ['a visitor', null],
    ['a member', other],
    ['an admin', admin],
  ])('lets %s comment unless a block stands between them and the author', (_who, actor) => {
    expect(commentingPolicy.can(actor, 'create', { blockedWithViewer: false })).toBe(true);
    expect(commentingPolicy.can(actor, 'create', { blockedWithViewer: true })).toBe(false);
  });

  it('refuses with a 403 that says why', () => {
    expect(() => commentingPolicy.authorize(other, 'create', { blockedWithViewer: true })).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'posts.cannotComment' }),
    );
  });
});
