import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { productPolicy } from './products.policy';

const member: Actor = { id: 'member', role: 'member' };
const admin: Actor = { id: 'admin', role: 'admin' };
const active = { status: 'active' } as const;
const retired = { status: 'retired' } as const;

// Every role against every action: [viewer, read active, read retired, create, update, retire].
const table: [string, Actor | null, boolean, boolean, boolean, boolean, boolean][] = [
  ['a visitor', null, true, false, false, false, false],
  ['a member', member, true, false, false, false, false],
  ['an admin', admin, true, true, true, true, true],
];

describe('productPolicy', () => {
  it.each(table)(
    'answers for %s',
    (_who, actor, readActive, readRetired, create, update, retire) => {
      expect(productPolicy.can(actor, 'read', active)).toBe(readActive);
      expect(productPolicy.can(actor, 'read', retired)).toBe(readRetired);
      for (const product of [active, retired]) {
        expect(productPolicy.abilities(actor, product)).toMatchObject({ create, update, retire });
      }
    },
  );

  it('refuses a member with the action’s own message', () => {
    expect(() => productPolicy.authorize(member, 'retire', active)).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'shop.retireAdminsOnly' }),
    );
  });
});
