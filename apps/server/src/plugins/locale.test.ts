import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_ROUTES } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { english } from '../test/i18n';

/**
 * Issue 17's language negotiation through the real app: the member's saved choice, then the
 * `ow_lang` cookie, then Accept-Language, then English; for API errors and for the HTML page.
 */
describe('the request language', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    // The served page is the web app's index.html, localized on the way out.
    webDistDir = mkdtempSync(join(tmpdir(), 'ow-web-'));
    const index = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    writeFileSync(join(webDistDir, 'index.html'), index);
    t = await createTestApp({ webDistDir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/', headers });
  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

  it('answers API errors in Arabic when the browser asks for it', async () => {
    const arabic = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' };
    const unauthorized = await t.app.inject({
      method: 'PUT',
      url: `/api${ACCOUNT_ROUTES.languages}`,
      headers: { ...arabic },
      payload: { language: 'fr' },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({ message: 'يُرجى تسجيل الدخول' });
    expect(unauthorized.headers['content-language']).toBe('ar');

    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: arabic });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'المسار GET /api/nowhere غير موجود' });
  });

  it('answers in English when nothing names a language', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.json()).toEqual({
      message: english('errors.routeNotFound', { method: 'GET', path: '/api/nowhere' }),
    });
  });

  it('localizes Fastify’s own client errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'fr',
      },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Le corps de la requête n’est pas un JSON valide' });
  });

  it('serves the page with <html lang dir> of the browser’s language', async () => {
    const res = await page({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="fr" dir="ltr">');
    expect(res.body).toContain('Activez-le, puis rechargez la page.');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('lets the stored choice (the ow_lang cookie) win over the browser', async () => {
    const res = await page({ 'accept-language': 'fr', cookie: 'ow_lang=ar' });
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
  });

  it('falls back to English for a language it does not speak', async () => {
    const res = await page({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
  });

  it('lets the member’s saved language win over the cookie and the browser', async () => {
    const { cookie } = await signUp(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api${ACCOUNT_ROUTES.languages}`,
      headers: { cookie },
      payload: { language: 'sw' },
    });
    expect(saved.statusCode).toBe(200);

    const res = await page({ cookie: `${cookie}; ow_lang=ar`, 'accept-language': 'fr' });
    expect(htmlTag(res.body)).toBe('<html lang="sw" dir="ltr">');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { cookie: `${cookie}; ow_lang=ar`, 'accept-language': 'fr' },
    });
    expect(missing.json()).toEqual({ message: 'Njia GET /api/nowhere haikupatikana' });
  });
});

describe('the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { max: 1, authMax: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says when to come back in the request’s language', async () => {
    const spanish = { 'accept-language': 'es-MX' };
    await t.app.inject({ method: 'GET', url: '/api/session', headers: spanish });
    const limited = await t.app.inject({ method: 'GET', url: '/api/session', headers: spanish });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Demasiadas solicitudes; inténtalo de nuevo dentro de \d+ segundos?$/,
    );
  });
});
