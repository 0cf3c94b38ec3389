import { NOTIFICATION_MESSAGES } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { notificationPolicy } from './notifications.policy';

const recipient: Actor = { id: 'a', role: 'member' };
const notification = { recipientId: 'a' };

describe('notificationPolicy', () => {
  it.each<[string, Actor | null, boolean]>([
    ['a visitor', null, false],
    ['its recipient', recipient, true],
    ['another member', { id: 'b', role: 'member' }, false],
    ['an admin (notifications are private)', { id: 'admin', role: 'admin' }, false],
  ])('answers for %s', (_who, actor, allowed) => {
    expect(notificationPolicy.abilities(actor, notification)).toEqual({ read: allowed });
  });

  it('refuses with a 403 that says why', () => {
    expect(() =>
      notificationPolicy.authorize({ id: 'b', role: 'member' }, 'read', notification),
    ).toThrow(
      expect.objectContaining({ statusCode: 403, message: NOTIFICATION_MESSAGES.notYours }),
    );
  });
});
