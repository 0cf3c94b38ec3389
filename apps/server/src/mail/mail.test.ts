import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MAIL_LIMITS } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { withTransaction } from '../events/transaction';
import type { Clock } from '../lib/clock';
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp';
import { createTestApp, type TestApp, testConfig } from '../test/harness';
import { digestMail, enqueueMail, passwordResetMail } from './index';
import { startMailer } from './start';
import { smtpTransport } from './transports';
import { createMailWorker, retryDelayMs } from './worker';

const silent = Fastify({ logger: false }).log;

/** A clock a test moves by hand; it starts a little ahead so the rows just queued are due. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = Date.now() + 1_000;
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/** A worker of its own over the fake SMTP server, on `clock`. */
const smtpWorker = (clock: Clock, batchSize?: number) =>
  createMailWorker({
    db: test.database.db,
    transport: smtpTransport(smtp.url),
    from: 'One World <mail@ow.example>',
    clock,
    log: silent,
    batchSize,
  });

const resetMail = (to: string) =>
  enqueueMail(app.ctx.db, {
    kind: 'password-reset',
    to,
    content: passwordResetMail({
      name: 'Ada',
      link: 'https://ow.example/auth/reset?token=t',
      locale: 'en',
    }),
  });

let smtp: FakeSmtp;
let test: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const base = testConfig();
  test = await createTestApp({
    publicUrl: 'https://ow.example',
    mail: { ...base.mail, smtpUrl: smtp.url, from: 'One World <mail@ow.example>' },
  });
  app = test.app;
});

afterAll(async () => {
  await test.close();
  await smtp.close();
});

afterEach(async () => {
  smtp.refuse = false;
  smtp.received.length = 0;
  await app.ctx.db.delete(mailOutbox);
});

describe('the outbox worker over SMTP', () => {
  it('sends a queued message with its headers, HTML and text parts, then forgets its body', async () => {
    const unsubscribe = 'https://ow.example/unsubscribe?token=k';
    await enqueueMail(app.ctx.db, {
      kind: 'digest',
      to: 'ada@example.org',
      content: digestMail({
        name: 'Ada',
        locale: 'en',
        frequency: 'daily',
        items: [
          { text: 'Grace liked your post', link: 'https://ow.example/posts/1', at: new Date() },
        ],
        notificationsLink: 'https://ow.example/notifications',
        settingsLink: 'https://ow.example/settings',
        unsubscribeLink: unsubscribe,
      }),
      headers: {
        'List-Unsubscribe': `<https://ow.example/api/mail/unsubscribe?token=k>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    expect(await app.mailWorker.runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from?.value[0]).toEqual({ name: 'One World', address: 'mail@ow.example' });
    expect(mail?.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe(
      'ada@example.org',
    );
    expect(mail?.subject).toBe('One World: 1 unread notification');
    const header = (key: string) => mail?.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://ow.example/api/mail/unsubscribe?token=k>',
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail?.html).toContain('Grace liked your post');
    expect(mail?.html).toContain(`href="${unsubscribe}"`);
    expect(mail?.text).toContain('- Grace liked your post');
    expect(mail?.text).toContain(`Unsubscribe: ${unsubscribe}`);

    const [row] = await app.ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, html: '', text: '', headers: {} });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await app.mailWorker.runOnce()).toBe(0);
  });

  it('writes the outbox in the action’s transaction: a rolled-back action queues nothing', async () => {
    await expect(
      withTransaction(app.ctx, async (tx) => {
        await enqueueMail(tx, {
          kind: 'password-reset',
          to: 'ada@example.org',
          content: passwordResetMail({
            name: 'Ada',
            link: 'https://ow.example/auth/reset',
            locale: 'en',
          }),
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await app.ctx.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await app.mailWorker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each message once when two workers race over the same rows', async () => {
    const count = 24;
    for (let i = 0; i < count; i += 1) await resetMail(`member${i}@example.org`);
    const clock = manualClock();
    const [a, b] = [smtpWorker(clock, 5), smtpWorker(clock, 5)];
    const drain = async (w: typeof a) => {
      let claimed = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) claimed += n;
      return claimed;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    await Promise.all([a.stop(), b.stop()]);

    // Both took a share: they really ran side by side.
    expect(Math.min(byA, byB)).toBeGreaterThan(0);
    expect(byA + byB).toBe(count);
    const recipients = smtp.received.map((m) => (Array.isArray(m.to) ? '' : m.to?.text));
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const rows = await app.ctx.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('retries a refused message with growing back-off, then delivers it', async () => {
    await resetMail('ada@example.org');
    const clock = manualClock();
    const worker = smtpWorker(clock);
    const row = async () => (await app.ctx.db.select().from(mailOutbox))[0];
    smtp.refuse = true;

    expect(await worker.runOnce()).toBe(1);
    let failed = await row();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(failed?.lastError).toContain('451');
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    // Not due yet: nothing is claimed.
    clock.advance(29_000);
    expect(await worker.runOnce()).toBe(0);

    clock.advance(1_000);
    expect(await worker.runOnce()).toBe(1);
    failed = await row();
    expect(failed).toMatchObject({ status: 'pending', attempts: 2 });
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000);

    smtp.refuse = false;
    clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
    await worker.stop();
  });

  it('gives a message up after the last attempt', async () => {
    await resetMail('ada@example.org');
    await app.ctx.db.update(mailOutbox).set({ attempts: MAIL_LIMITS.maxAttempts - 1 });
    smtp.refuse = true;

    expect(await app.mailWorker.runOnce()).toBe(1);
    const [row] = await app.ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_LIMITS.maxAttempts, html: '' });
    expect(row?.lastError).toContain('451');
    expect(await app.mailWorker.runOnce()).toBe(0);
  });

  it('leaves a claimed message to its worker until the lease ends', async () => {
    await resetMail('ada@example.org');
    const clock = manualClock();
    const now = clock.now();
    // Another node claimed it a moment ago and is still sending.
    await app.ctx.db.update(mailOutbox).set({ lockedUntil: new Date(now.getTime() + 60_000) });
    const worker = smtpWorker(clock);
    expect(await worker.runOnce()).toBe(0);
    // That node died: after the lease the message is claimed again.
    clock.advance(61_000);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    await worker.stop();
  });
});

describe('the back-off', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });
});

describe('without SMTP_URL', () => {
  let local: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    local = await createTestApp();
    dataDir = local.app.ctx.config.dataDir;
  });
  afterAll(() => local.close());

  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    await enqueueMail(local.app.ctx.db, {
      kind: 'password-reset',
      to: 'ada@example.org',
      content: passwordResetMail({
        name: 'Ada',
        link: 'http://localhost:3000/auth/reset?token=t',
        locale: 'en',
      }),
    });
    expect(await local.app.mailWorker.runOnce()).toBe(1);

    const dir = join(dataDir, 'outbox');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(dir, files[0] ?? '')));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('http://localhost:3000/auth/reset?token=t');
    expect(mail.html).toContain('href="http://localhost:3000/auth/reset?token=t"');
    const [row] = await local.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ada@example.org'));
    expect(row?.status).toBe('sent');
  });
});

/** The lines a Fastify app logs, parsed. */
function capturedLogger() {
  const lines: { level: number; msg: string; links?: string[] }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('the start-up log and the development outbox line', () => {
  it('says mail is not delivered, and logs links only outside production', async () => {
    for (const env of ['development', 'production'] as const) {
      const { lines, logger } = capturedLogger();
      const fastify = Fastify({ logger });
      const config = testConfig({ env, dataDir: test.app.ctx.config.dataDir });
      startMailer(
        fastify,
        { config, db: test.database.db, clock: manualClock() },
        { autoStart: false },
      );
      await resetMail('ada@example.org');
      expect(await fastify.mailWorker.runOnce()).toBe(1);
      await fastify.close();

      const outboxDir = join(config.dataDir, 'outbox');
      expect(lines.map((l) => l.msg)).toContain(
        `Mail is not being delivered: messages are written to ${outboxDir}`,
      );
      const written = lines.find((l) => l.msg === 'mail written');
      const logged = JSON.stringify(lines);
      if (env === 'production') {
        expect(written?.links).toBeUndefined();
        expect(logged).not.toContain('token=');
      } else {
        expect(written?.links).toEqual(['https://ow.example/auth/reset?token=t']);
      }
    }
  });
});
