import {
  type AuditPage,
  type MyReportsPage,
  type PostsPage,
  type SuspendUserResponse,
  suspendedMessage,
} from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type ClientSocket, connectSocket } from '../../realtime/test-socket';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { publish } from '../../test/posts';

let t: TestApp;
let url: string;
let admin: SignedUp;
let viewer: SignedUp;
const sockets: ClientSocket[] = [];
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  viewer = await signUp(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const post = (path: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, headers: cookie ? { cookie } : {}, payload });
const get = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

const suspend = (userId: string, body: object) =>
  post(`/api/admin/users/${userId}/suspend`, body, admin.cookie);
const unsuspend = (userId: string) =>
  post(`/api/admin/users/${userId}/unsuspend`, {}, admin.cookie);
const signIn = (email: string, password = 'Secret123') =>
  post('/api/users/auth', { email, password });

/** A member with a known email and one post on the Poverty board. */
async function memberWithPost() {
  const email = `suspect-${Math.random().toString(36).slice(2)}@example.test`;
  const member = await signUp(t.app, { email });
  const own = await publish(t.app, member.cookie, { postCategory: 'Poverty' });
  return { member, email, postId: own._id };
}

const boardIds = async (cookie?: string) =>
  (await get('/api/posts?category=Poverty', cookie)).json<PostsPage>().posts.map((p) => p._id);
const profileIds = async (userId: string, cookie?: string) =>
  (await get(`/api/userposts/${userId}`, cookie)).json<PostsPage>().posts.map((p) => p._id);

describe('POST /api/admin/users/:id/suspend', () => {
  it('suspends for some days: sessions end at once, sign-in says until when, content hides', async () => {
    const { member, email, postId } = await memberWithPost();
    const reporter = await signUp(t.app);
    const filed = await post(
      '/api/reports',
      { kind: 'user', targetId: member.user._id, title: 'Fake account', description: 'x' },
      reporter.cookie,
    );
    expect(filed.statusCode).toBe(200);

    const before = Date.now();
    const res = await suspend(member.user._id, { reason: 'Scamming members', days: 7 });
    expect(res.statusCode).toBe(200);
    const body = res.json<SuspendUserResponse>();
    expect(body).toEqual({
      message: 'Member suspended',
      suspension: {
        since: expect.any(String),
        until: expect.any(String),
        reason: 'Scamming members',
      },
    });
    const since = new Date(body.suspension.since).getTime();
    expect(since).toBeGreaterThanOrEqual(before);
    const until = new Date(body.suspension.until ?? '');
    expect(until.getTime() - since).toBe(7 * DAY_MS);

    expect((await get('/api/reports/mine', member.cookie)).statusCode).toBe(401);
    expect((await get('/api/session', member.cookie)).json()).toEqual({ user: null });

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: english(suspendedMessage(until)) });
    expect(refused.json().message).toMatch(/^Your account is suspended until \d{1,2} \w+ \d{4}$/);
    // A wrong password learns nothing of the suspension.
    const stranger = await signIn(email, 'Wrong-password1');
    expect(stranger.statusCode).toBe(401);

    expect(await boardIds(viewer.cookie)).not.toContain(postId);
    expect(await boardIds()).not.toContain(postId);
    expect(await profileIds(member.user._id, viewer.cookie)).not.toContain(postId);
    expect(await boardIds(admin.cookie)).toContain(postId);

    const [report] = (await get('/api/reports/mine', reporter.cookie)).json<MyReportsPage>()
      .reports;
    expect(report).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
  });

  it('closes the member’s open sockets once the suspension has committed', async () => {
    const { member } = await memberWithPost();
    const socket = connectSocket(url, { cookie: member.cookie });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    expect((await suspend(member.user._id, { reason: 'Harassment' })).statusCode).toBe(200);
    await closed;
    expect(socket.connected).toBe(false);
  });

  it('suspends for good without days, replacing a period in force', async () => {
    const { member, email } = await memberWithPost();
    expect((await suspend(member.user._id, { reason: 'First', days: 1 })).statusCode).toBe(200);
    const forGood = await suspend(member.user._id, { reason: 'Fake account' });
    expect(forGood.statusCode).toBe(200);
    expect(forGood.json<SuspendUserResponse>().suspension).toMatchObject({
      until: null,
      reason: 'Fake account',
    });
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your account is suspended' });
  });

  it('refuses to suspend an administrator with 403', async () => {
    const other = await signUp(t.app);
    await makeAdmin(t.app, other.user._id);
    for (const id of [other.user._id, admin.user._id]) {
      const res = await suspend(id, { reason: 'Not allowed' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Administrators cannot be suspended' });
    }
  });
});

describe('POST /api/admin/users/:id/unsuspend', () => {
  it('lifts the suspension: content shows again and sign-in works; a second lift is 409', async () => {
    const { member, email, postId } = await memberWithPost();
    await suspend(member.user._id, { reason: 'Spam', days: 30 });
    expect(await boardIds(viewer.cookie)).not.toContain(postId);
    const res = await unsuspend(member.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Suspension lifted' });
    expect(await boardIds(viewer.cookie)).toContain(postId);
    expect((await signIn(email)).statusCode).toBe(200);
    const again = await unsuspend(member.user._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This member is not suspended' });
  });

  it('treats a period that has ended as no suspension', async () => {
    const { member, email, postId } = await memberWithPost();
    await suspend(member.user._id, { reason: 'Spam', days: 1 });
    await t.app.ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.user._id));
    expect(await boardIds(viewer.cookie)).toContain(postId);
    expect(await profileIds(member.user._id)).toContain(postId);
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await unsuspend(member.user._id)).statusCode).toBe(409);
  });
});

describe('the audit log of suspensions', () => {
  it('records who suspended whom until when and why, and the lift', async () => {
    const { member } = await memberWithPost();
    const suspended = await suspend(member.user._id, { reason: 'Audit me', days: 2 });
    await unsuspend(member.user._id);
    const { actions } = (await get('/api/admin/audit?limit=2', admin.cookie)).json<AuditPage>();
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'user.unsuspended',
        actor: expect.objectContaining({ _id: admin.user._id }),
        targetKind: 'user',
        targetId: member.user._id,
        until: null,
      }),
      expect.objectContaining({
        action: 'user.suspended',
        targetId: member.user._id,
        reason: 'Audit me',
        until: suspended.json<SuspendUserResponse>().suspension.until,
      }),
    ]);
  });
});
