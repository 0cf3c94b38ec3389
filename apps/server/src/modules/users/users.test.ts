import { randomUUID } from 'node:crypto';
import { DEFAULT_AVATAR_URL, SESSION_COOKIE, type SessionUser } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = () => `member-${randomUUID()}@example.test`;

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

function sessionOf(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
}

describe('POST /api/users (sign-up)', () => {
  it('creates a member, answers the session user and sets an HttpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/api/users', {
      name: '  Ada  ',
      email: ` ${email} `,
      password: 'Secret1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'Ada',
      email,
      role: 'member',
      bio: '',
      statusBadge: null,
      img: { secure_url: DEFAULT_AVATAR_URL },
      cover: null,
      followerCount: 0,
      followingCount: 0,
      emailConfirmed: false,
      pendingEmail: null,
      // A visitor whose browser asks for no language signs up in English.
      language: 'en',
      contentLanguages: ['en'],
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
  });

  it('keeps the email as typed but refuses it again in another case with 409', async () => {
    const email = `Mixed.Case-${randomUUID()}@Example.test`;
    const first = await signUp(t.app, { email });
    expect(first.user.email).toBe(email);
    const res = await post('/api/users', {
      name: 'Twin',
      email: email.toLowerCase(),
      password: 'Secret1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [
      'email',
      { name: 'A', email: 'not-an-email', password: 'Secret1' },
      'email: Enter a valid email address',
    ],
    [
      'short password',
      { name: 'A', email: uniqueEmail(), password: 'Se1' },
      'password: Password must be at least 6 characters',
    ],
    [
      'no capital',
      { name: 'A', email: uniqueEmail(), password: 'secret123' },
      'password: Password must contain at least 1 capital letter',
    ],
    ['missing name', { email: uniqueEmail(), password: 'Secret1' }, 'name: Name is required'],
    [
      'blank name',
      { name: '   ', email: uniqueEmail(), password: 'Secret1' },
      'name: Name is required',
    ],
  ])('answers 400 naming the field (%s)', async (_case, payload, message) => {
    const res = await post('/api/users', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never lets a sign-up choose its role', async () => {
    const res = await post('/api/users', {
      name: 'Mallory',
      email: uniqueEmail(),
      password: 'Secret1',
      role: 'admin',
      statusBadge: 'Legend',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'member', statusBadge: null });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${res.json()._id}` });
    expect(profile.json().role).toBe('member');
  });
});

describe('POST /api/users/auth (sign-in)', () => {
  it('signs in with the email in any case and rotates the session', async () => {
    const email = `Rotate-${randomUUID()}@example.test`;
    const { user, cookie: signUpCookie } = await signUp(t.app, { email, password: 'Secret123' });
    const res = await post(
      '/api/users/auth',
      { email: email.toUpperCase(), password: 'Secret123' },
      signUpCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>()).toEqual(user);
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBe('');
    expect(cookie).not.toBe(signUpCookie);
    expect((await sessionOf(cookie)).json().user?._id).toBe(user._id);
    expect((await sessionOf(signUpCookie)).json().user).toBeNull();
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { user } = await signUp(t.app);
    const wrong = await post('/api/users/auth', { email: user.email, password: 'Wrong123' });
    const unknown = await post('/api/users/auth', { email: uniqueEmail(), password: 'Secret123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 400 for a missing password', async () => {
    const res = await post('/api/users/auth', { email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'password: Password is required' });
  });
});

describe('GET /api/session', () => {
  it('restores the signed-in user from the cookie', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await sessionOf(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers null for visitors and drops a cookie that names no session', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(visitor.json()).toEqual({ user: null });
    const stale = await sessionOf(`${SESSION_COOKIE}=not-a-real-session`);
    expect(stale.json()).toEqual({ user: null });
    expect(stale.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });
});

describe('logout', () => {
  it.each(['GET', 'POST'] as const)('%s ends the session server-side', async (method) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method, url: '/api/users/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    // The old cookie is worthless even if a client keeps sending it.
    expect((await sessionOf(cookie)).json()).toEqual({ user: null });
  });

  it('refuses a GET the browser marks as cross-site, keeping the session', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    expect((await sessionOf(cookie)).json().user).not.toBeNull();
  });

  it.each([
    ['GET', 'same-origin'],
    ['GET', 'none'],
    ['POST', 'same-origin'],
  ] as const)('%s with Sec-Fetch-Site %s logs out', async (method, site) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method,
      url: '/api/users/logout',
      headers: { cookie, 'sec-fetch-site': site },
    });
    expect(res.statusCode).toBe(200);
    expect((await sessionOf(cookie)).json()).toEqual({ user: null });
  });

  it('answers 200 when not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
  });
});

describe('GET /api/users/:id', () => {
  it('shows the public profile with follow counts and abilities, without the email', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    const follow = (cookie: string, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/follow/${id}`, headers: { cookie } });
    for (const [cookie, id] of [
      [b.cookie, a.user._id],
      [c.cookie, a.user._id],
      [a.cookie, c.user._id],
    ] as const) {
      expect((await follow(cookie, id)).statusCode).toBe(200);
    }
    const profileOf = (id: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: cookie ? { cookie } : {} });

    const res = await profileOf(a.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: a.user._id,
      name: a.user.name,
      role: 'member',
      bio: '',
      statusBadge: null,
      img: { secure_url: DEFAULT_AVATAR_URL },
      cover: null,
      followerCount: 2,
      followingCount: 1,
      followedByViewer: false,
      blockedByViewer: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // A visitor has nobody to block for.
      abilities: { update: false, follow: true, message: true, report: true, block: false },
    });
    expect(res.body).not.toContain(a.user.email);
    expect((await profileOf(a.user._id, b.cookie)).json()).toMatchObject({
      followedByViewer: true,
      blockedByViewer: false,
      abilities: { update: false, follow: true, message: true, report: true, block: true },
    });
    expect((await profileOf(a.user._id, a.cookie)).json()).toMatchObject({
      followedByViewer: false,
      blockedByViewer: false,
      abilities: { update: true, follow: false, message: false, report: false, block: false },
    });
    const session = (await sessionOf(a.cookie)).json().user;
    expect(session).toMatchObject({ followerCount: 2, followingCount: 1 });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'id: Invalid user id' });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
  });
});

it('never sends a password hash in any response', async () => {
  const password = 'Hidden123';
  const signedUp = await post('/api/users', { name: 'Eve', email: uniqueEmail(), password });
  const { email, _id } = signedUp.json<SessionUser>();
  const signedIn = await post('/api/users/auth', { email, password });
  const bodies = [
    signedUp.body,
    signedIn.body,
    (await sessionOf(sessionCookieOf(signedIn))).body,
    (await t.app.inject({ method: 'GET', url: `/api/users/${_id}` })).body,
  ];
  for (const body of bodies) {
    expect(body.toLowerCase()).not.toContain('argon2');
    expect(body.toLowerCase()).not.toContain('password');
    expect(body).not.toContain(password);
  }
});
