import { ACCOUNT_ROUTES, type SessionUser } from '@one-world/contract';
import { LOCALE_COOKIE } from '@one-world/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { mailsTo } from '../../test/outbox';
import { UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LANGUAGES = `/api${ACCOUNT_ROUTES.languages}`;

function putLanguages(cookie: string | undefined, payload: object, headers = {}) {
  return t.app.inject({
    method: 'PUT',
    url: LANGUAGES,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Signs up through the real endpoint, reading the site in `headers`' language. */
async function signUpReading(headers: Record<string, string>, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Amélie Diallo', email, password: 'Secret123' },
    headers,
  });
  expect(res.statusCode).toBe(200);
  return { user: res.json<SessionUser>(), cookie: sessionCookieOf(res) };
}

describe('PUT /api/account/languages', () => {
  it('saves the interface language and "my languages", answering in the new language', async () => {
    const member = await signUp(t.app);
    expect(member.user.language).toBe('en');
    expect(member.user.contentLanguages).toEqual(['en']);

    const res = await putLanguages(member.cookie, {
      language: 'fr',
      contentLanguages: ['fr', 'es'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    const body = res.json<{ message: string; user: SessionUser }>();
    expect(body.message).toBe('Préférences de langue enregistrées');
    expect(body.user.language).toBe('fr');
    expect(body.user.contentLanguages).toEqual(['fr', 'es']);

    // The session restores both.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().user).toMatchObject({ language: 'fr', contentLanguages: ['fr', 'es'] });
  });

  it('puts back the default, the interface language and English, with null', async () => {
    const member = await signUp(t.app);
    await putLanguages(member.cookie, { contentLanguages: ['sw'] });
    const res = await putLanguages(member.cookie, { language: 'ar', contentLanguages: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'ar', contentLanguages: ['ar', 'en'] });

    // Leaving a field out keeps it.
    const again = await putLanguages(member.cookie, { contentLanguages: ['ar'] });
    expect(again.json().user).toMatchObject({ language: 'ar', contentLanguages: ['ar'] });
  });

  it('refuses an unknown language or an empty list with 400', async () => {
    const member = await signUp(t.app);
    for (const payload of [
      { language: 'de' },
      { language: 42 },
      { contentLanguages: [] },
      { contentLanguages: ['xx'] },
      { contentLanguages: 'fr' },
    ]) {
      const res = await putLanguages(member.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await putLanguages(member.cookie, { language: 'de' });
    expect(unknown.json().message).toBe(`language: ${english('languages.unknownLocale')}`);
    // Nothing was saved.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().user.language).toBe('en');
  });

  it('answers 401 to a visitor, before looking at the body', async () => {
    const res = await putLanguages(undefined, { language: 'nope' });
    expect(res.statusCode).toBe(401);
  });
});

describe("a member's language", () => {
  it('is the language the visitor signed up in, and the API answers in it first', async () => {
    const { user, cookie } = await signUpReading(
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      'amelie-fr@example.test',
    );
    expect(user.language).toBe('fr');
    expect(user.contentLanguages).toEqual(['fr', 'en']);

    // The member's choice wins over the browser and over a stored visitor choice.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${UNKNOWN_ID}`,
      headers: { cookie: `${cookie}; ${LOCALE_COOKIE}=en`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.json().message).toBe('Utilisateur introuvable');

    // The sign-up confirmation went out in French too.
    const [mail] = await mailsTo(t.app, 'amelie-fr@example.test', 'confirm-email');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('follows the visitor’s stored choice at sign-up (the ow_lang cookie)', async () => {
    const { user } = await signUpReading(
      { cookie: `${LOCALE_COOKIE}=sw`, 'accept-language': 'fr' },
      'amani-sw@example.test',
    );
    expect(user.language).toBe('sw');
  });

  it('is in the account export', async () => {
    const member = await signUp(t.app);
    await putLanguages(member.cookie, { language: 'es', contentLanguages: ['es', 'pt'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ language: 'es', contentLanguages: ['es', 'pt'] });
  });
});

describe('mail in the recipient’s language', () => {
  it('sends a French member the reset link in French, whatever the request’s language', async () => {
    const member = await signUp(t.app, { email: 'reset-fr@example.test' });
    await putLanguages(member.cookie, { language: 'fr' });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: 'reset-fr@example.test' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    // The answer is in the asker's language: the member is not signed in here.
    expect(res.json().message).toBe(english('mail.forgotSent'));

    const [mail] = await mailsTo(t.app, 'reset-fr@example.test', 'password-reset');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail?.text).toContain(
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte One World.',
    );
    expect(mail?.text).toContain('Le lien est valable 60 minutes et ne peut servir qu’une fois.');
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail?.html).toContain('Choisir un nouveau mot de passe');
    expect(mail?.text).not.toContain('Reset your password');
  });

  it('mirrors an Arabic member’s mail', async () => {
    const member = await signUp(t.app, { email: 'reset-ar@example.test' });
    await putLanguages(member.cookie, { language: 'ar' });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: 'reset-ar@example.test' },
    });
    const [mail] = await mailsTo(t.app, 'reset-ar@example.test', 'password-reset');
    expect(mail?.subject).toBe('أعد تعيين كلمة المرور');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('الرابط صالح لمدة 60 دقيقة ولمرة واحدة فقط.');
  });
});
