import { describe, expect, it } from 'vitest';
import { membershipPolicy, orderPolicy } from './payments.policy';

const owner = { id: 'a', role: 'member' as const };
const other = { id: 'b', role: 'member' as const };
const admin = { id: 'c', role: 'admin' as const };

describe('orderPolicy', () => {
  it('lets only the member who placed an order read it', () => {
    const order = { userId: 'a', provider: 'stripe' as const };
    expect(orderPolicy.can(owner, 'read', order)).toBe(true);
    expect(orderPolicy.can(other, 'read', order)).toBe(false);
    expect(orderPolicy.can(admin, 'read', order)).toBe(false);
    expect(orderPolicy.can(null, 'read', order)).toBe(false);
  });

  it('lets the owner pay or cancel only test checkout orders', () => {
    const test = { userId: 'a', provider: 'test' as const };
    const stripe = { userId: 'a', provider: 'stripe' as const };
    expect(orderPolicy.abilities(owner, test)).toEqual({ read: true, pay: true, cancel: true });
    expect(orderPolicy.abilities(owner, stripe)).toEqual({ read: true, pay: false, cancel: false });
    expect(orderPolicy.abilities(other, test)).toEqual({ read: false, pay: false, cancel: false });
  });
});

describe('membershipPolicy', () => {
  it('lets only the member cancel their membership', () => {
    expect(membershipPolicy.can(owner, 'cancel', { userId: 'a' })).toBe(true);
    expect(() => membershipPolicy.authorize(other, 'cancel', { userId: 'a' })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
