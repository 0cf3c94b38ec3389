import { CHAT_MESSAGES } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { english } from '../../test/i18n';
import { conversationPolicy, inboxPolicy } from './chat.policy';

const a: Actor = { id: 'a', role: 'member' };
const b: Actor = { id: 'b', role: 'member' };
const outsider: Actor = { id: 'c', role: 'member' };
const admin: Actor = { id: 'admin', role: 'admin' };
const adminMember: Actor = { id: 'b', role: 'admin' };
const conversation = { memberA: 'a', memberB: 'b' };

describe('conversationPolicy', () => {
  // Every role against every action: [who, read, send].
  it.each<[string, Actor | null, boolean]>([
    ['a visitor', null, false],
    ['the member who started it', a, true],
    ['the other member', b, true],
    ['another member', outsider, false],
    ['an admin (messages are private)', admin, false],
    ['an admin who is a member', adminMember, true],
  ])('answers for %s', (_who, actor, allowed) => {
    expect(conversationPolicy.abilities(actor, conversation)).toEqual({
      read: allowed,
      send: allowed,
    });
  });

  it('refuses with a 403 that says why', () => {
    for (const action of ['read', 'send'] as const) {
      expect(() => conversationPolicy.authorize(outsider, action, conversation)).toThrow(
        expect.objectContaining({
          statusCode: 403,
          text: CHAT_MESSAGES.notAMember,
        }),
      );
    }
  });
});

it('says why in words', () => {
  expect(english(CHAT_MESSAGES.notAMember)).toBe('You are not a member of this conversation');
  expect(english('chat.inboxOnlyOwn')).toBe('You can only see your own conversations');
});

describe('inboxPolicy', () => {
  it.each<[string, Actor | null, boolean]>([
    ['a visitor', null, false],
    ['the member', a, true],
    ['another member', b, false],
    ['an admin', admin, false],
  ])('answers for %s', (_who, actor, allowed) => {
    expect(inboxPolicy.abilities(actor, { userId: 'a' })).toEqual({ list: allowed });
  });

  it('refuses with a 403 that says why', () => {
    expect(() => inboxPolicy.authorize(b, 'list', { userId: 'a' })).toThrow(
      expect.objectContaining({
        statusCode: 403,
        text: 'chat.inboxOnlyOwn',
      }),
    );
  });
});
