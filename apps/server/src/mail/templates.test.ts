import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import {
  confirmEmailMail,
  digestMail,
  emailChangeMail,
  emailChangeNoticeMail,
  hashMailToken,
  mailLink,
  newMailToken,
  passwordChangedMail,
  passwordResetMail,
  publicBaseOf,
  type RenderedMail,
} from './index';

const evil = '<script>alert("x")</script> & Co';
const link = mailLink('https://ow.example', '/auth/confirm', { token: 'a b&c' });

const every: [string, RenderedMail][] = [
  ['confirm', confirmEmailMail({ name: evil, link, locale: 'en' })],
  ['reset', passwordResetMail({ name: evil, link, locale: 'en' })],
  ['changed', passwordChangedMail({ name: evil, resetLink: link, locale: 'en' })],
  ['change', emailChangeMail({ name: evil, newEmail: `x${evil}@example.org`, link, locale: 'en' })],
  ['notice', emailChangeNoticeMail({ name: evil, newEmail: `x${evil}@example.org`, locale: 'en' })],
  [
    'digest',
    digestMail({
      name: evil,
      locale: 'en',
      frequency: 'weekly',
      items: [{ text: evil, link, at: new Date('2026-01-02T03:04:00Z') }],
      notificationsLink: link,
      settingsLink: link,
      unsubscribeLink: link,
    }),
  ],
];

describe('mail templates', () => {
  it.each(every)('%s: escapes member text in HTML and keeps it as is in text', (_, mail) => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain(evil);
    expect(mail.subject).not.toContain('<');
  });

  it.each(every)('%s: has the product frame in both parts', (_, mail) => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('One World. One Future.');
    expect(mail.html).toContain('#1f8a5b');
    expect(mail.text).toContain('One World · One World. One Future.');
  });

  it('puts absolute links in both parts, the query encoded', () => {
    const mail = confirmEmailMail({ name: 'Ada', link, locale: 'en' });
    expect(link).toBe('https://ow.example/auth/confirm?token=a+b%26c');
    expect(mail.html).toContain('href="https://ow.example/auth/confirm?token=a+b%26c"');
    expect(mail.text).toContain('\nhttps://ow.example/auth/confirm?token=a+b%26c');
  });

  it('lists the digest items with their time, in UTC', () => {
    const mail = every[5]?.[1];
    expect(mail?.subject).toBe('One World: 1 unread notification');
    expect(mail?.text).toContain('(2 Jan 2026, 03:04 UTC)');
    expect(mail?.text).toContain('weekly');
  });
});

describe('mail links', () => {
  it('are built from PUBLIC_URL, keeping a path prefix, else from the local port', () => {
    expect(publicBaseOf({ publicUrl: 'https://ow.example/', port: 3000 })).toBe(
      'https://ow.example',
    );
    expect(mailLink('https://ow.example/ow', '/auth/reset', { token: 't' })).toBe(
      'https://ow.example/ow/auth/reset?token=t',
    );
    expect(publicBaseOf({ publicUrl: undefined, port: 4321 })).toBe('http://localhost:4321');
  });

  it('reach services as ctx.publicBase', async () => {
    const test = await createTestApp({ publicUrl: 'https://ow.example' });
    expect(test.app.ctx.publicBase).toBe('https://ow.example');
    await test.close();
  });
});

describe('mail tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const { token, hash } = newMailToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashMailToken(token)).toBe(hash);
    expect(newMailToken().token).not.toBe(token);
  });
});
