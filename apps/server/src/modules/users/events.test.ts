import type { DomainEvent } from '@one-world/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let heard: DomainEvent[];
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.events.subscribeAll((event) => void heard.push(event));
});
afterAll(() => t.close());
beforeEach(() => {
  heard = [];
});

function inject(method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie } });
}

describe('domain events of profiles, follows and accounts', () => {
  it('announces a profile update with the fields that changed, and nothing when it fails', async () => {
    const taken = await signUp(t.app);
    const { user, cookie } = await signUp(t.app);
    heard = [];
    await inject('PUT', `/api/profileupdated/${user._id}`, cookie, {
      name: 'Renamed',
      bio: '',
      email: user.email,
    });
    expect(heard).toEqual([
      { name: 'user.updated', payload: { userId: user._id, fields: ['name'] } },
    ]);
    heard = [];
    const failed = await inject('PUT', `/api/profileupdated/${user._id}`, cookie, {
      name: 'Again',
      email: taken.user.email,
    });
    expect(failed.statusCode).toBe(409);
    expect(heard).toEqual([]);
  });

  it('announces a follow and an unfollow once, not their repeats', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    heard = [];
    await inject('POST', `/api/follow/${b.user._id}`, a.cookie);
    await inject('POST', `/api/follow/${b.user._id}`, a.cookie);
    await inject('POST', `/api/unfollow/${b.user._id}`, a.cookie);
    await inject('POST', `/api/unfollow/${b.user._id}`, a.cookie);
    const follow = { followerId: a.user._id, followeeId: b.user._id };
    expect(heard).toEqual([
      { name: 'user.followed', payload: { ...follow, followerCount: 1 } },
      // The followee's notification, written in the follow's transaction.
      {
        name: 'notification.created',
        payload: { notificationId: expect.any(String), recipientId: b.user._id },
      },
      { name: 'user.unfollowed', payload: { ...follow, followerCount: 0 } },
    ]);
  });

  it('announces a password change and an account deletion', async () => {
    const { user, cookie } = await signUp(t.app, { password: 'Secret123' });
    heard = [];
    await inject('PUT', '/api/account/password', cookie, {
      currentPassword: 'Secret123',
      newPassword: 'Changed123',
    });
    await inject('POST', '/api/account/delete', cookie, { password: 'Changed123' });
    expect(heard).toEqual([
      { name: 'user.password-changed', payload: { userId: user._id } },
      { name: 'user.deleted', payload: { userId: user._id } },
    ]);
  });
});
