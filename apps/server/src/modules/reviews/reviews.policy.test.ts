import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { english } from '../../test/i18n';
import { reviewPolicy } from './reviews.policy';

const author: Actor = { id: 'author', role: 'member' };
const member: Actor = { id: 'member', role: 'member' };
const admin: Actor = { id: 'admin', role: 'admin' };
const review = { userId: author.id };

// Every viewer against every action: [viewer, update, hide].
const table: [string, Actor | null, boolean, boolean][] = [
  ['a visitor', null, false, false],
  ['another member', member, false, false],
  ['the author', author, true, false],
  ['an admin', admin, false, true],
];

describe('reviewPolicy', () => {
  it.each(table)('answers for %s', (_who, actor, update, hide) => {
    expect(reviewPolicy.abilities(actor, review)).toEqual({ update, hide });
  });

  it('refuses a member with the action’s own message', () => {
    expect(() => reviewPolicy.authorize(author, 'hide', review)).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'reviews.adminOnly' }),
    );
    expect(english('reviews.adminOnly')).toBe('Only administrators can hide or show reviews');
  });
});
