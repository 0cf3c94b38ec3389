import { MAIL_LIMITS, MAIL_MESSAGES, type SessionUser } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { hashMailToken } from '../../mail';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { latestToken, mailsTo } from '../../test/outbox';
import { ensureAdmin } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmToken = (email: string) => latestToken(t.app, email, 'confirm-email', '/auth/confirm');

function confirm(token: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/email/confirm',
    ...(cookie ? { headers: { cookie } } : {}),
    payload: token === undefined ? {} : { token },
  });
}

function resend(cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/email/resend',
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function sessionUser(cookie: string): Promise<SessionUser> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return res.json<{ user: SessionUser }>().user;
}

describe('sign-up', () => {
  it('queues "Confirm your email" with a single-use link in the sign-up transaction', async () => {
    const member = await signUp(t.app);
    expect(member.user.emailConfirmed).toBe(false);
    expect(member.user.pendingEmail).toBeNull();
    const [mail, ...others] = await mailsTo(t.app, member.user.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'confirm-email',
      userId: member.user._id,
      status: 'pending',
    });
    expect(mail?.text).toContain(`${t.app.ctx.publicBase}/auth/confirm?token=`);
    expect(mail?.html).toContain(`${t.app.ctx.publicBase}/auth/confirm?token=`);

    // Only the hash is stored, valid 48 hours.
    const token = await confirmToken(member.user.email);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.app.ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashMailToken(token)));
    expect(row).toMatchObject({ purpose: 'confirm', userId: member.user._id, usedAt: null });
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(Math.round(hours)).toBe(MAIL_LIMITS.confirmHours);
  });

  it('writes no mail when the sign-up fails (the address is taken)', async () => {
    const member = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Second', email: member.user.email.toUpperCase(), password: 'Secret123' },
    });
    expect(res.statusCode).toBe(409);
    expect(await mailsTo(t.app, member.user.email)).toHaveLength(1);
  });

  it('counts an admin account created by the operator as confirmed, and mails nothing', async () => {
    const email = `admin-${Date.now()}@example.test`;
    const { user } = await ensureAdmin(t.app.ctx.db, { email, password: 'Secret123' });
    expect(user.emailConfirmedAt).not.toBeNull();
    expect(await mailsTo(t.app, email)).toEqual([]);
  });
});

describe('POST /api/users/email/confirm', () => {
  it('confirms the address and answers the member when signed in as them', async () => {
    const member = await signUp(t.app);
    const res = await confirm(await confirmToken(member.user.email), member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: english(MAIL_MESSAGES.emailConfirmed),
      user: { _id: member.user._id, emailConfirmed: true },
    });
    expect((await sessionUser(member.cookie)).emailConfirmed).toBe(true);
  });

  it('works signed out (the token is the proof) and answers no user', async () => {
    const member = await signUp(t.app);
    const res = await confirm(await confirmToken(member.user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.emailConfirmed), user: null });
    expect((await sessionUser(member.cookie)).emailConfirmed).toBe(true);
  });

  it('acts only on the member the token was made for, whoever sends it', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await confirm(await confirmToken(owner.user.email), other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
    expect((await sessionUser(other.cookie)).emailConfirmed).toBe(false);
    expect((await sessionUser(owner.cookie)).emailConfirmed).toBe(true);
  });

  it('refuses a used link', async () => {
    const member = await signUp(t.app);
    const token = await confirmToken(member.user.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: english(MAIL_MESSAGES.invalidLink) });
  });

  it('refuses an expired link', async () => {
    const member = await signUp(t.app);
    const token = await confirmToken(member.user.email);
    await t.app.ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashMailToken(token)));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.invalidLink) });
    expect((await sessionUser(member.cookie)).emailConfirmed).toBe(false);
  });

  it('refuses a tampered link', async () => {
    const member = await signUp(t.app);
    const token = await confirmToken(member.user.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await confirm(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.invalidLink) });
  });

  it('refuses a reset link used as a confirmation link', async () => {
    const member = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      remoteAddress: '10.9.8.7',
      payload: { email: member.user.email },
    });
    const reset = await latestToken(t.app, member.user.email, 'password-reset', '/auth/reset');
    expect((await confirm(reset)).statusCode).toBe(400);
  });

  it('answers 400 naming the token when it is missing', async () => {
    const res = await confirm(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^token: /);
  });
});

describe('POST /api/users/email/resend', () => {
  it('answers 401 when signed out', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('mails a new link; the older one stops working', async () => {
    const member = await signUp(t.app);
    const first = await confirmToken(member.user.email);
    const res = await resend(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.confirmationSent) });
    const second = await confirmToken(member.user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('answers 409 once the address is confirmed', async () => {
    const member = await signUp(t.app);
    await confirm(await confirmToken(member.user.email));
    const res = await resend(member.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.alreadyConfirmed) });
  });

  it(`allows ${MAIL_LIMITS.resendPerHour} an hour per member, then 429`, async () => {
    const member = await signUp(t.app);
    for (let i = 0; i < MAIL_LIMITS.resendPerHour; i++) {
      expect((await resend(member.cookie)).statusCode).toBe(200);
    }
    const limited = await resend(member.cookie);
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(t.app, member.user.email)).toHaveLength(1 + MAIL_LIMITS.resendPerHour);
    // Another member has their own budget.
    const other = await signUp(t.app);
    expect((await resend(other.cookie)).statusCode).toBe(200);
  });
});
