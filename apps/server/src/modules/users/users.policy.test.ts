import { describe, expect, it } from 'vitest';
import { blockPolicy, userPolicy } from './users.policy';

const member = { id: 'u1' };
const self = { member: { id: 'u1', role: 'member' }, admin: { id: 'u1', role: 'admin' } } as const;
const other = { member: { id: 'u2', role: 'member' }, admin: { id: 'u2', role: 'admin' } } as const;

describe('userPolicy', () => {
  it('lets only the member edit their profile, whatever the role of anyone else', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.can(self[role], 'update', member)).toBe(true);
      expect(() => userPolicy.authorize(other[role], 'update', member)).toThrow(
        expect.objectContaining({ statusCode: 403, message: 'users.cannotEditOthers' }),
      );
    }
    expect(userPolicy.can(null, 'update', member)).toBe(false);
  });

  it('lets anyone else (a visitor through sign-in) follow, message and report the member', () => {
    const others = { update: false, follow: true, message: true, report: true, block: true };
    expect(userPolicy.abilities(null, member)).toEqual({ ...others, block: false });
    expect(userPolicy.abilities(other.member, member)).toEqual(others);
    expect(userPolicy.abilities(other.admin, member)).toEqual(others);
  });

  it('offers neither following nor messaging a member the viewer blocked', () => {
    const blocked = { ...member, blockedByViewer: true };
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.abilities(other[role], blocked)).toEqual({
        update: false,
        follow: false,
        message: false,
        report: true,
        block: true,
      });
    }
  });

  it('refuses following, messaging and reporting oneself, whatever the role', () => {
    for (const role of ['member', 'admin'] as const) {
      expect(userPolicy.abilities(self[role], member)).toEqual({
        update: true,
        follow: false,
        message: false,
        report: false,
        block: false,
      });
      for (const [action, message] of [
        ['follow', 'users.cannotFollowSelf'],
        ['message', 'chat.cannotMessageSelf'],
        ['report', 'users.cannotReportSelf'],
        ['block', 'blocks.cannotBlockSelf'],
      ] as const) {
        expect(() => userPolicy.authorize(self[role], action, member)).toThrow(
          expect.objectContaining({ statusCode: 403, message }),
        );
      }
    }
  });
});

describe('blockPolicy', () => {
  it('refuses following and messaging across a block, whichever member asks', () => {
    for (const actor of [self.member, other.member, other.admin]) {
      expect(blockPolicy.abilities(actor, { blockedEitherWay: false })).toEqual({
        follow: true,
        message: true,
      });
      for (const [action, message] of [
        ['follow', 'blocks.cannotFollow'],
        ['message', 'blocks.cannotMessage'],
      ] as const) {
        expect(() => blockPolicy.authorize(actor, action, { blockedEitherWay: true })).toThrow(
          expect.objectContaining({ statusCode: 403, message }),
        );
      }
    }
  });
});
