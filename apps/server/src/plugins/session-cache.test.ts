import { ACCOUNT_ROUTES, type DomainEvent, type SessionUser } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { sessionsRepository } from '../db/sessions.repository';
import { EventBus } from '../events/event-bus';
import { singleNodeBus } from '../lib/cluster-bus';
import type { SessionActor } from '../lib/policy';
import { twoNodes } from '../test/cluster';
import { makeAdmin, type SignedUp, signInAgain, signUp } from '../test/factories';
import { createTestApp, type TestApp, testConfig } from '../test/harness';
import { latestToken } from '../test/outbox';
import { refreshSessions, sessionKeyOfToken } from './session';
import { SESSION_CACHE_TTL_MS, sessionCache } from './session-cache';

const actor = (id: string): SessionActor => ({
  id,
  role: 'member',
  emailConfirmed: true,
  language: 'en',
});
const LATER = new Date('2100-01-01T00:00:00Z');
const NOW = new Date('2026-11-24T12:00:00Z');

describe('sessionCache', () => {
  it('serves a session for its time to live, and never past the session’s own expiry', () => {
    let now = 0;
    const cache = sessionCache({ ttlMs: 1000, now: () => now });
    cache.set('k1', actor('u1'), LATER, cache.generation());
    cache.set('k2', actor('u2'), new Date(NOW.getTime() + 10), cache.generation());
    expect(cache.get('k1', NOW)).toEqual(actor('u1'));
    expect(cache.get('k2', NOW)).toEqual(actor('u2'));
    expect(cache.get('k2', new Date(NOW.getTime() + 10))).toBeUndefined();
    now = 999;
    expect(cache.get('k1', NOW)).toEqual(actor('u1'));
    now = 1000;
    expect(cache.get('k1', NOW)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', () => {
    const cache = sessionCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, actor(key), LATER, cache.generation());
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('c', NOW)).toEqual(actor('c'));
    expect(cache.size()).toBe(2);
  });

  it('names for a refresh the sessions used since they were read that go stale soon', () => {
    let now = 0;
    const cache = sessionCache({ ttlMs: 10_000, now: () => now });
    for (const key of ['used', 'idle']) cache.set(key, actor(key), LATER, cache.generation());
    cache.get('used', NOW);
    expect(cache.dueForRefresh(2_000, 10)).toEqual([]);
    now = 1_000;
    cache.set('later', actor('later'), LATER, cache.generation());
    cache.get('later', NOW);
    now = 8_000;
    expect(cache.dueForRefresh(2_000, 10)).toEqual(['used']);
    now = 9_000;
    expect(cache.dueForRefresh(2_000, 10)).toEqual(['used', 'later']);
    expect(cache.dueForRefresh(2_000, 1)).toEqual(['used']);
    // Read again: fresh, and unused since.
    cache.set('used', actor('used'), LATER, cache.generation());
    expect(cache.dueForRefresh(2_000, 10)).toEqual(['later']);
  });

  it('does not store a session read before something was dropped', () => {
    const cache = sessionCache();
    const readAt = cache.generation();
    cache.memberChanged('someone');
    cache.set('k', actor('u'), LATER, readAt);
    expect(cache.get('k', NOW)).toBeUndefined();
  });

  it('drops one session when it ends, and every session of a member when they change', () => {
    const events = new EventBus((err) => {
      throw err;
    });
    const cache = sessionCache();
    cache.follow(events, singleNodeBus);
    const fill = () => {
      for (const [key, id] of [
        ['phone', 'u1'],
        ['laptop', 'u1'],
        ['other', 'u2'],
      ] as const) {
        cache.set(key, actor(id), LATER, cache.generation());
      }
    };
    const cached = () => ['phone', 'laptop', 'other'].filter((key) => cache.get(key, NOW));

    fill();
    cache.sessionEnded('phone');
    expect(cached()).toEqual(['laptop', 'other']);
    const changes: DomainEvent[] = [
      { name: 'user.account-changed', payload: { userId: 'u1', fields: ['language'] } },
      { name: 'user.password-changed', payload: { userId: 'u1' } },
      { name: 'user.updated', payload: { userId: 'u1', fields: ['email'] } },
      { name: 'user.deleted', payload: { userId: 'u1' } },
      { name: 'user.unsuspended', payload: { userId: 'u1', actorId: 'a' } },
    ];
    for (const event of changes) {
      fill();
      events.publish([event]);
      expect(cached(), event.name).toEqual(['other']);
    }
  });

  it('tells the other nodes what it dropped, and drops what they tell it', () => {
    // Two nodes' caches, each told what the other drops (as Redis tells them).
    const nodes = twoNodes().map(({ events, bus }) => {
      const cache = sessionCache();
      cache.follow(events, bus);
      return { events, cache };
    });
    const [here, there] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const fill = () => {
      for (const { cache } of nodes) {
        cache.set('k1', actor('u1'), LATER, cache.generation());
        cache.set('k2', actor('u2'), LATER, cache.generation());
      }
    };
    const cachedThere = () => ['k1', 'k2'].filter((key) => there.cache.get(key, NOW));

    fill();
    here.cache.sessionEnded('k1');
    expect(cachedThere()).toEqual(['k2']);
    fill();
    here.events.publish([
      {
        name: 'user.suspended',
        payload: { userId: 'u2', actorId: 'a', until: null, reason: 'r', reports: [] },
      },
    ]);
    expect(cachedThere()).toEqual(['k1']);
  });
});

describe('a member’s cached session, through the API', () => {
  // Confirmation required, so a confirmed address changes what the member may do.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mail: { ...testConfig().mail, requireConfirmation: true } });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
  const sessionUser = async (cookie: string) =>
    (await get('/api/session', cookie)).json<{ user: SessionUser | null }>().user;
  /** A second session of the member, as from another device, read once so that it is cached. */
  async function secondSession(member: SignedUp): Promise<string> {
    const cookie = await signInAgain(t.app, member);
    expect(await sessionUser(cookie)).toMatchObject({ _id: member.user._id });
    return cookie;
  }

  it('is read once, then answered from memory', async () => {
    const member = await signUp(t.app);
    await sessionUser(member.cookie);
    // Straight from the table, which no event tells: only the copy in memory still knows it.
    const token = member.cookie.slice(member.cookie.indexOf('=') + 1);
    await sessionsRepository(t.app.ctx.db).delete(sessionKeyOfToken(token));
    expect(await sessionUser(member.cookie)).toMatchObject({ _id: member.user._id });
  });

  it('is read again ahead of time while in use, and dropped once gone from the table', async () => {
    const [promoted, signedOut, idle] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const reports = (cookie: string) => get('/api/admin/reports', cookie);
    // Read into the cache, then used: only a session used since it was read is read ahead.
    for (const { cookie } of [promoted, signedOut, idle]) await sessionUser(cookie);
    expect((await reports(promoted.cookie)).statusCode).toBe(403);
    await sessionUser(signedOut.cookie);
    // Straight in the tables, which no event tells.
    const db = t.app.ctx.db;
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.user._id));
    for (const { cookie } of [signedOut, idle]) {
      await sessionsRepository(db).delete(sessionKeyOfToken(cookie.slice(cookie.indexOf('=') + 1)));
    }
    await refreshSessions(db, t.app.sessions, new Date(), SESSION_CACHE_TTL_MS);
    expect((await reports(promoted.cookie)).statusCode).toBe(200);
    expect(await sessionUser(signedOut.cookie)).toBeNull();
    // Unused since it was read: not read again, its copy lives out its time.
    expect(await sessionUser(idle.cookie)).toMatchObject({ _id: idle.user._id });
  });

  it('ends at once when the member signs out, or signs out everywhere', async () => {
    const member = await signUp(t.app);
    const phone = await secondSession(member);
    const laptop = await secondSession(member);
    expect((await post('/api/users/logout', phone)).statusCode).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).not.toBeNull();
    expect((await post(`/api${ACCOUNT_ROUTES.logoutEverywhere}`, member.cookie)).statusCode).toBe(
      200,
    );
    expect(await sessionUser(laptop)).toBeNull();
  });

  it('ends at once on a password change, keeping the session that changed it', async () => {
    const member = await signUp(t.app);
    const other = await secondSession(member);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api${ACCOUNT_ROUTES.password}`,
      headers: { cookie: member.cookie },
      payload: { currentPassword: 'Secret123', newPassword: 'Secret456' },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(other)).toBeNull();
    expect(await sessionUser(member.cookie)).toMatchObject({ _id: member.user._id });
  });

  it('lets a member write as soon as they confirm their address', async () => {
    const member = await signUp(t.app);
    const write = () =>
      post('/api/review', member.cookie, {
        title: 'Great site',
        desc: 'I like it here',
        rating: 5,
      });
    expect((await write()).statusCode).toBe(403);
    const token = await latestToken(t.app, member.user.email, 'confirm-email', '/auth/confirm');
    expect((await post('/api/users/email/confirm', member.cookie, { token })).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(201);
  });

  it('answers in the member’s new language at once', async () => {
    const member = await signUp(t.app);
    expect((await get('/api/posts/unknown', member.cookie)).headers['content-language']).toBe('en');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api${ACCOUNT_ROUTES.languages}`,
      headers: { cookie: member.cookie },
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/posts/unknown', member.cookie)).headers['content-language']).toBe('fr');
  });

  it('ends at once when an admin suspends the member', async () => {
    const [member, admin] = [await signUp(t.app), await signUp(t.app)];
    await makeAdmin(t.app, admin.user._id);
    expect(await sessionUser(member.cookie)).not.toBeNull();
    const res = await post(`/api/admin/users/${member.user._id}/suspend`, admin.cookie, {
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(member.cookie)).toBeNull();
  });
});
