import { MAIL_MESSAGES, type MailSettings } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/account/mail-settings';
const ONE_CLICK = 'List-Unsubscribe=One-Click';

const settingsOf = async (member: SignedUp): Promise<MailSettings> => {
  const res = await t.app.inject({
    method: 'GET',
    url: SETTINGS,
    headers: { cookie: member.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<MailSettings>();
};

const put = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: SETTINGS, headers: cookie ? { cookie } : {}, payload });

/** A member with the daily digest on and an unsubscribe key, as the first digest leaves them. */
async function subscribed(key: string): Promise<SignedUp> {
  const member = await signUp(t.app);
  await t.app.ctx.db
    .update(users)
    .set({ digest: 'daily', unsubscribeKey: key })
    .where(eq(users.id, member.user._id));
  return member;
}

describe('mail settings', () => {
  it('start with no digest and save the chosen one', async () => {
    const member = await signUp(t.app);
    expect(await settingsOf(member)).toEqual({ digest: 'none' });

    const res = await put({ digest: 'weekly' }, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: english(MAIL_MESSAGES.mailSettingsSaved),
      digest: 'weekly',
    });
    expect(await settingsOf(member)).toEqual({ digest: 'weekly' });
  });

  it('refuses an unknown frequency, naming the field (400)', async () => {
    const member = await signUp(t.app);
    const res = await put({ digest: 'hourly' }, member.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'digest: Must be none, daily or weekly' });
    expect(await settingsOf(member)).toEqual({ digest: 'none' });
  });

  it('answer 401 to a visitor, whatever the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect((await put({ digest: 'daily' })).statusCode).toBe(401);
    expect((await put({ digest: 'hourly' })).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const unsubscribe = (query: string, init: { payload?: string | object; headers?: object } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe${query}`,
      headers: { ...init.headers },
      ...(init.payload !== undefined ? { payload: init.payload } : {}),
    });

  it('takes the mail client’s form POST, cross-site and without a cookie', async () => {
    const member = await subscribed('key-of-the-form-post');
    const res = await unsubscribe('?token=key-of-the-form-post', {
      payload: ONE_CLICK,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.org',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.unsubscribed) });
    expect(await settingsOf(member)).toEqual({ digest: 'none' });
  });

  it('takes the web page’s POST with a JSON body or none', async () => {
    const json = await subscribed('key-of-the-json-post');
    const res = await unsubscribe('?token=key-of-the-json-post', { payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settingsOf(json)).toEqual({ digest: 'none' });

    const bare = await subscribed('key-of-the-bare-post');
    expect((await unsubscribe('?token=key-of-the-bare-post')).statusCode).toBe(200);
    expect(await settingsOf(bare)).toEqual({ digest: 'none' });
  });

  it('answers an unknown token as a known one, so it reveals no member', async () => {
    const member = await subscribed('key-that-stays');
    const res = await unsubscribe('?token=no-such-key', {
      payload: ONE_CLICK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.unsubscribed) });
    expect(await settingsOf(member)).toEqual({ digest: 'daily' });
  });

  it('needs a token (400 naming it)', async () => {
    const res = await unsubscribe('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'token: Token is required' });
  });

  it('is the only write that skips the Origin check', async () => {
    const member = await signUp(t.app);
    const res = await put({ digest: 'daily' }, member.cookie);
    expect(res.statusCode).toBe(200);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: { cookie: member.cookie, origin: 'https://mail.example.org' },
      payload: { digest: 'none' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await settingsOf(member)).toEqual({ digest: 'daily' });
  });
});
