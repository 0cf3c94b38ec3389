import { randomInt, randomUUID } from 'node:crypto';
import { MAIL_LIMITS, MAIL_MESSAGES, SESSION_COOKIE } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { hashMailToken } from '../../mail';
import { type SignedUp, sessionCookieOf, signUp } from '../../test/factories';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { createTestApp, type TestApp, testConfig } from '../../test/harness';
import { english } from '../../test/i18n';
import { latestToken, linkIn, mailsTo } from '../../test/outbox';
import { createResetLink } from '.';

// Tests read the queued mail (the outbox); the last one has an app of its own that delivers
// through a real SMTP server in this process.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Counters live in Redis when TEST_REDIS_URL is set and outlive a run: every call comes from an
// address of its own unless a test is about the per-IP limit.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const unknownEmail = () => `nobody-${randomUUID()}@example.test`;

// Each call goes to the file's app unless another is given.
function forgot(email: unknown, ip = randomIp(), app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/users/password/forgot',
    remoteAddress: ip,
    payload: email === undefined ? {} : { email },
  });
}

function reset(token: string, password: string, { cookie = '', app = t.app } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/users/password/reset',
    remoteAddress: randomIp(),
    ...(cookie ? { headers: { cookie } } : {}),
    payload: { token, password },
  });
}

function signIn(email: string, password: string, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password } });
}

/** Whether the cookie's session still signs its member in. */
async function signedIn(cookie: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return res.json<{ user: unknown }>().user !== null;
}

/** Asks for a reset link for the member and returns its token. */
async function resetToken(member: SignedUp): Promise<string> {
  expect((await forgot(member.user.email)).statusCode).toBe(200);
  return latestToken(t.app, member.user.email, 'password-reset', '/auth/reset');
}

describe('POST /api/users/password/forgot', () => {
  it('mails a reset link valid one hour to a known address', async () => {
    const member = await signUp(t.app);
    const res = await forgot(member.user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.forgotSent) });
    const [mail] = await mailsTo(t.app, member.user.email, 'password-reset');
    expect(mail?.to).toBe(member.user.email);
    const { url, token } = linkIn(mail ?? { text: '' }, '/auth/reset');
    expect(url.startsWith(`${t.app.ctx.publicBase}/auth/reset?token=`)).toBe(true);
    const [row] = await t.app.ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashMailToken(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(Math.round(minutes)).toBe(MAIL_LIMITS.resetMinutes);
  });

  it('answers an unknown address alike, and mails nothing', async () => {
    const email = unknownEmail();
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.forgotSent) });
    expect(await mailsTo(t.app, email)).toEqual([]);
  });

  it('takes about the same time for a known and an unknown address (medians within 10%)', async () => {
    const rounds = 9;
    const members = await Promise.all(Array.from({ length: rounds }, () => signUp(t.app)));
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      return { ms: performance.now() - started, body: res.body };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    // Interleaved, so a slow moment of the machine hits both alike.
    for (const member of members) {
      const a = await timed(member.user.email);
      const b = await timed(unknownEmail());
      known.push(a.ms);
      unknown.push(b.ms);
      bodies.add(a.body).add(b.body);
    }
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.1);
  });

  it(`allows ${MAIL_LIMITS.forgotPerHourPerEmail} an hour per address, from any IP`, async () => {
    const email = unknownEmail();
    // Together: each answer takes at least FORGOT_MIN_MS (password-reset.service.ts).
    const allowed = await Promise.all(
      Array.from({ length: MAIL_LIMITS.forgotPerHourPerEmail }, () => forgot(email)),
    );
    expect(allowed.map((res) => res.statusCode)).toEqual(allowed.map(() => 200));
    const limited = await forgot(email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`allows ${MAIL_LIMITS.forgotPerHourPerIp} an hour per IP`, async () => {
    const ip = randomIp();
    const allowed = await Promise.all(
      Array.from({ length: MAIL_LIMITS.forgotPerHourPerIp }, () => forgot(unknownEmail(), ip)),
    );
    expect(allowed.map((res) => res.statusCode)).toEqual(allowed.map(() => 200));
    expect((await forgot(unknownEmail(), ip)).statusCode).toBe(429);
  });

  it('answers 400 naming the field for a malformed address', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email: /);
  });
});

describe('POST /api/users/password/reset', () => {
  it('sets the password, signs out every session and mails the member', async () => {
    const member = await signUp(t.app);
    const second = await signIn(member.user.email, 'Secret123');
    expect(await signedIn(sessionCookieOf(second))).toBe(true);
    const token = await resetToken(member);

    const res = await reset(token, 'NewSecret456', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.passwordReset) });

    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await signedIn(member.cookie)).toBe(false);
    expect(await signedIn(sessionCookieOf(second))).toBe(false);
    expect((await signIn(member.user.email, 'Secret123')).statusCode).toBe(401);
    expect((await signIn(member.user.email, 'NewSecret456')).statusCode).toBe(200);
    const [changed] = await mailsTo(t.app, member.user.email, 'password-changed');
    expect(changed?.text).toContain(`${t.app.ctx.publicBase}/auth/forgot`);
  });

  it('is single-use', async () => {
    const member = await signUp(t.app);
    const token = await resetToken(member);
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(200);
    const again = await reset(token, 'Other789xyz');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: english(MAIL_MESSAGES.invalidLink) });
    expect((await signIn(member.user.email, 'NewSecret456')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const member = await signUp(t.app);
    const token = await resetToken(member);
    await t.app.ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashMailToken(token)));
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(400);
    expect((await signIn(member.user.email, 'Secret123')).statusCode).toBe(200);
  });

  it('refuses a tampered link and a confirmation link', async () => {
    const member = await signUp(t.app);
    const token = await resetToken(member);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await reset(tampered, 'NewSecret456')).statusCode).toBe(400);
    const confirm = await latestToken(t.app, member.user.email, 'confirm-email', '/auth/confirm');
    expect((await reset(confirm, 'NewSecret456')).statusCode).toBe(400);
    expect((await signIn(member.user.email, 'Secret123')).statusCode).toBe(200);
  });

  it('acts only on the member the link was made for, whoever sends it', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const token = await resetToken(owner);
    expect((await reset(token, 'NewSecret456', { cookie: other.cookie })).statusCode).toBe(200);
    expect((await signIn(owner.user.email, 'NewSecret456')).statusCode).toBe(200);
    expect((await signIn(other.user.email, 'Secret123')).statusCode).toBe(200);
  });

  it('dies when a newer link is asked for, or the password changes by another path', async () => {
    const member = await signUp(t.app);
    const older = await resetToken(member);
    const newer = await resetToken(member);
    expect((await reset(older, 'NewSecret456')).statusCode).toBe(400);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: member.cookie },
      payload: { currentPassword: 'Secret123', newPassword: 'Changed789' },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(newer, 'NewSecret456')).statusCode).toBe(400);
    expect((await signIn(member.user.email, 'Changed789')).statusCode).toBe(200);
  });

  it('answers 400 naming the password when it breaks the sign-up rule, and keeps the link', async () => {
    const member = await signUp(t.app);
    const token = await resetToken(member);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: /);
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(200);
  });

  it('leaves other members signed in', async () => {
    const member = await signUp(t.app);
    const bystander = await signUp(t.app);
    await reset(await resetToken(member), 'NewSecret456');
    expect(await signedIn(bystander.cookie)).toBe(true);
  });

  it('works from a link the admin command line made (no mail)', async () => {
    const member = await signUp(t.app);
    const link = await createResetLink(t.app.ctx.db, t.app.ctx.publicBase, member.user.email);
    expect(link?.startsWith(`${t.app.ctx.publicBase}/auth/reset?token=`)).toBe(true);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(200);
    expect(await mailsTo(t.app, member.user.email, 'password-reset')).toEqual([]);
    expect(await createResetLink(t.app.ctx.db, t.app.ctx.publicBase, unknownEmail())).toBeNull();
  });
});

describe('a reset mail sent through SMTP', () => {
  let smtp: FakeSmtp;
  let mailing: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailing = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await mailing.close();
    await smtp.close();
  });

  it('goes out through SMTP: the received reset mail works, and so does the new password', async () => {
    const member = await signUp(mailing.app);
    expect((await forgot(member.user.email, randomIp(), mailing.app)).statusCode).toBe(200);
    // Delivers everything queued, the member's confirmation mail and the reset mail.
    let delivered: number;
    do delivered = await mailing.app.mailWorker.runOnce();
    while (delivered > 0);
    const received = smtp.received.find(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text === member.user.email &&
        mail.subject === 'Reset your password',
    );
    expect(received?.html).toContain('/auth/reset?token=');
    const token = linkIn({ text: received?.text ?? '' }, '/auth/reset').token;
    expect((await reset(token, 'NewSecret456', { app: mailing.app })).statusCode).toBe(200);
    expect((await signIn(member.user.email, 'NewSecret456', mailing.app)).statusCode).toBe(200);
    expect((await signIn(member.user.email, 'Secret123', mailing.app)).statusCode).toBe(401);
  });
});
