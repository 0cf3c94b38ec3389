import { MAIL_MESSAGES, type NotificationKind } from '@one-world/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { comment, markBlocked, publish } from '../../test/posts';
import { runDigests } from './digest';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://one-world.example' });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const run = (now: Date) => runDigests(t.app.ctx, now);

/** A fresh member with the digest set through the real endpoint. */
async function member(digest: 'none' | 'daily' | 'weekly', name?: string): Promise<SignedUp> {
  const m = await signUp(t.app, name ? { name } : {});
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/account/mail-settings',
    headers: { cookie: m.cookie },
    payload: { digest },
  });
  expect(res.statusCode).toBe(200);
  return m;
}

/** Writes an unread notification of `recipient` from `actor` at `at`. */
async function notify(
  recipient: SignedUp,
  actor: SignedUp,
  at: Date,
  kind: NotificationKind = 'follow',
): Promise<void> {
  await t.app.ctx.db
    .insert(notifications)
    .values({ recipientId: recipient.user._id, actorId: actor.user._id, kind, createdAt: at });
}

const digestsOf = (m: SignedUp) =>
  t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, m.user._id), eq(mailOutbox.kind, 'digest')))
    .orderBy(mailOutbox.createdAt);

async function accountOf(m: SignedUp) {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, m.user._id));
  if (!row) throw new Error('no such member');
  return row;
}

describe('the notification digest', () => {
  it('mails a daily member their unread notifications, then waits a day for new ones', async () => {
    const ana = await member('daily', 'Ana');
    const bob = await member('none', 'Bob');
    const post = await publish(t.app, ana.cookie, { title: 'Wells that last' });
    await comment(t.app, bob.cookie, post._id, 'Great work');
    const now = new Date();

    await run(now);
    const [first, ...more] = await digestsOf(ana);
    expect(more).toEqual([]);
    expect(first?.to).toBe(ana.user.email);
    expect(first?.text).toContain('Bob commented on your post “Wells that last”');
    expect(first?.text).toContain(`https://one-world.example/posts/${post._id}`);
    expect((await accountOf(ana)).digestSentAt).toEqual(now);

    // Nothing new: no second digest, not even after a day.
    await run(later(now, 2 * HOUR));
    await run(later(now, DAY));
    expect(await digestsOf(ana)).toHaveLength(1);

    // Something new: within the day it waits, after the day it goes, with only the new one.
    await notify(ana, bob, later(now, HOUR));
    await run(later(now, 12 * HOUR));
    expect(await digestsOf(ana)).toHaveLength(1);
    await run(later(now, DAY + HOUR));
    const [, second] = await digestsOf(ana);
    expect(second?.text).toContain('Bob followed you');
    expect(second?.text).toContain(`https://one-world.example/userprofile/${bob.user._id}`);
    expect(second?.text).not.toContain('Wells that last');
  });

  it('waits a week between weekly digests', async () => {
    const cleo = await member('weekly');
    const bob = await member('none');
    const now = new Date();
    await notify(cleo, bob, later(now, -HOUR));
    await run(now);
    expect(await digestsOf(cleo)).toHaveLength(1);

    await notify(cleo, bob, later(now, HOUR));
    await run(later(now, DAY + HOUR));
    await run(later(now, 6 * DAY));
    expect(await digestsOf(cleo)).toHaveLength(1);
    await run(later(now, 7 * DAY));
    expect(await digestsOf(cleo)).toHaveLength(2);
  });

  it('mails nobody who chose none, has read everything or may not see what is unread', async () => {
    const bob = await member('none');
    const quiet = await member('none');
    const reader = await member('daily');
    const blocker = await member('daily');
    const now = new Date();
    await notify(quiet, bob, later(now, -HOUR));
    await notify(reader, bob, later(now, -HOUR));
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: reader.cookie },
    });
    await notify(blocker, bob, later(now, -HOUR));
    await markBlocked(t.app, blocker.user._id, bob.user._id);

    await run(now);
    for (const m of [quiet, reader, blocker]) expect(await digestsOf(m)).toEqual([]);
    // Skipped is not sent: the next notification goes out at the next run.
    expect((await accountOf(reader)).digestSentAt).toBeNull();
  });

  it('lists the newest 20 unread notifications', async () => {
    const fay = await member('daily');
    const bob = await member('none', 'Bob');
    const now = new Date();
    for (let i = 0; i < 25; i += 1) await notify(fay, bob, later(now, -i * HOUR));
    await run(now);
    const [mail] = await digestsOf(fay);
    expect(mail?.text.match(/Bob followed you/g)).toHaveLength(20);
  });

  it('sends one digest when two runners race', async () => {
    const dan = await member('daily');
    const bob = await member('none');
    const now = new Date();
    await notify(dan, bob, later(now, -HOUR));
    await Promise.all([run(now), run(now), run(now)]);
    expect(await digestsOf(dan)).toHaveLength(1);
  });

  it('carries RFC 8058 headers and a link whose one-click POST stops the digest', async () => {
    const eve = await member('daily');
    const bob = await member('none');
    const now = new Date();
    await notify(eve, bob, later(now, -HOUR));
    await run(now);
    const [mail] = await digestsOf(eve);
    const key = (await accountOf(eve)).unsubscribeKey;
    expect(key).toMatch(/^[\w-]{43}$/);
    const oneClick = `https://one-world.example/api/mail/unsubscribe?token=${key}`;
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain(`https://one-world.example/unsubscribe?token=${key}`);

    // The key stays the same across digests, so the links of older mail keep working.
    await notify(eve, bob, later(now, HOUR));
    await run(later(now, DAY));
    expect(await digestsOf(eve)).toHaveLength(2);
    expect((await accountOf(eve)).unsubscribeKey).toBe(key);

    // What a mail client sends: the form body, from no origin of ours, with no cookie.
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.org',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: english(MAIL_MESSAGES.unsubscribed) });
    expect((await accountOf(eve)).digest).toBe('none');

    await notify(eve, bob, later(now, DAY + HOUR));
    await run(later(now, 3 * DAY));
    expect(await digestsOf(eve)).toHaveLength(2);
  });

  it('is written in the member’s own language', async () => {
    const amina = await member('daily', 'Amina');
    const bob = await member('none', 'Bob');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/languages',
      headers: { cookie: amina.cookie },
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    await notify(amina, bob, new Date(Date.now() - HOUR));

    await run(new Date());
    const [digest] = await digestsOf(amina);
    // "One World : 1 notification non lue", with French's no-break space before the colon.
    expect(digest?.subject).toBe('One World\u00a0: 1 notification non lue');
    expect(digest?.html).toContain('<html lang="fr" dir="ltr">');
    expect(digest?.text).toContain('Voir toutes les notifications');
    expect(digest?.text).toContain('Bonjour Amina, vous avez 1 notification non lue');
    expect(digest?.text).not.toContain('followed you');
  });
});
