import { randomUUID } from 'node:crypto';
import { MAIL_MESSAGES, type SessionUser, USER_MESSAGES } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { latestToken, mailsTo } from '../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAddress = () => `moved-${randomUUID()}@example.test`;

function changeEmail(member: SignedUp, email: string, cookie = member.cookie) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/profileupdated/${member.user._id}`,
    headers: { cookie },
    payload: { email },
  });
}

function confirm(token: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/email/confirm',
    ...(cookie ? { headers: { cookie } } : {}),
    payload: { token },
  });
}

const changeToken = (to: string) => latestToken(t.app, to, 'email-change', '/auth/confirm');

async function sessionUser(cookie: string): Promise<SessionUser> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return res.json<{ user: SessionUser }>().user;
}

describe('changing the address through the profile update', () => {
  it('keeps the old address until the new one is confirmed, and tells the old one', async () => {
    const member = await signUp(t.app);
    const next = newAddress();
    const res = await changeEmail(member, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: english(MAIL_MESSAGES.emailChangePending),
      user: { email: member.user.email, pendingEmail: next },
    });

    const [link] = await mailsTo(t.app, next);
    expect(link).toMatchObject({ kind: 'email-change', userId: member.user._id });
    expect(link?.text).toContain(`${t.app.ctx.publicBase}/auth/confirm?token=`);
    const [notice] = await mailsTo(t.app, member.user.email, 'email-change-notice');
    expect(notice?.text).toContain(next);
    expect(notice?.text).not.toContain('token=');

    // The old address still signs in; the new one does not yet.
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/auth',
        payload: { email, password: 'Secret123' },
      });
    expect((await signIn(member.user.email)).statusCode).toBe(200);
    expect((await signIn(next)).statusCode).toBe(401);

    const confirmed = await confirm(await changeToken(next), member.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: english(MAIL_MESSAGES.emailConfirmed),
      user: { email: next, pendingEmail: null, emailConfirmed: true },
    });
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(member.user.email)).statusCode).toBe(401);
    // Nothing more is sent: the notice went to the old address when the change was asked.
    expect(await mailsTo(t.app, next)).toHaveLength(1);
  });

  it('answers 409 when another account has the new address, and mails nothing', async () => {
    const member = await signUp(t.app);
    const holder = await signUp(t.app);
    const res = await changeEmail(member, holder.user.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: english(USER_MESSAGES.emailTaken) });
    expect(await mailsTo(t.app, member.user.email, 'email-change-notice')).toEqual([]);
  });

  it('answers 409 at confirmation when the address was taken meanwhile', async () => {
    const member = await signUp(t.app);
    const next = newAddress();
    await changeEmail(member, next);
    await signUp(t.app, { email: next });
    const res = await confirm(await changeToken(next));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: english(USER_MESSAGES.emailTaken) });
    expect((await sessionUser(member.cookie)).email).toBe(member.user.email);
  });

  it('only the newest change link works, and giving the address in use again drops it', async () => {
    const member = await signUp(t.app);
    const first = newAddress();
    const second = newAddress();
    await changeEmail(member, first);
    const firstToken = await changeToken(first);
    await changeEmail(member, second);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    const secondToken = await changeToken(second);
    const back = await changeEmail(member, member.user.email);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: english(USER_MESSAGES.profileUpdated),
      user: { email: member.user.email, pendingEmail: null },
    });
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect((await sessionUser(member.cookie)).email).toBe(member.user.email);
  });

  it('a change link acts on its own member only, and retires links to the old address', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const next = newAddress();
    await changeEmail(member, next);
    const oldConfirm = await latestToken(
      t.app,
      member.user.email,
      'confirm-email',
      '/auth/confirm',
    );
    const res = await confirm(await changeToken(next), other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
    expect((await sessionUser(other.cookie)).email).toBe(other.user.email);
    expect((await sessionUser(member.cookie)).email).toBe(next);
    expect((await confirm(oldConfirm)).statusCode).toBe(400);
  });

  it('applies another spelling of the address in use at once', async () => {
    const member = await signUp(t.app);
    const res = await changeEmail(member, member.user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: english(USER_MESSAGES.profileUpdated),
      user: { email: member.user.email.toUpperCase(), pendingEmail: null },
    });
    expect(await mailsTo(t.app, member.user.email, 'email-change-notice')).toEqual([]);
  });

  it('refuses to start a change on someone else’s profile (403)', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await changeEmail(member, newAddress(), other.cookie);
    expect(res.statusCode).toBe(403);
  });
});
