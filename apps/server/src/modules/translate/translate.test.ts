import type { TranslateResponse } from '@one-world/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles, comments, messages, posts, translations } from '../../db/schema';
import { WRITES_PER_MINUTE } from '../../lib/rate-limits';
import {
  makeAdmin,
  type SignedUp,
  sendMessage,
  setLanguage,
  signUp,
  startConversation,
} from '../../test/factories';
import { type FakeTranslate, fakeTranslation, startFakeTranslate } from '../../test/fake-translate';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { comment, markBlocked, markRemoved, publish, UNKNOWN_ID } from '../../test/posts';

let fake: FakeTranslate;
let t: TestApp;
let author: SignedUp;
let reader: SignedUp;

beforeAll(async () => {
  fake = await startFakeTranslate();
  t = await createTestApp({
    translation: {
      libreTranslate: { url: fake.url, apiKey: 'lt-secret' },
      deepl: undefined,
    },
  });
  author = await signUp(t.app);
  reader = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.failWith = null;
  fake.beforeAnswer = null;
  fake.detect = 'es';
});

function translate(payload: object, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/translate',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** A Spanish post by `author` (its language set as the author chose it). */
async function spanishPost(content = 'Necesitamos agua limpia en cada pueblo') {
  const post = await publish(t.app, author.cookie, {
    title: 'Agua limpia para todos',
    content,
  });
  await t.app.ctx.db.update(posts).set({ language: 'es' }).where(eq(posts.id, post._id));
  return post;
}

/**
 * A French article and an admin. Written straight to the table: these tests are about who may
 * translate it, not about the editor.
 */
async function frenchArticle(status: 'published' | 'draft' = 'published') {
  const admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  const [article] = await t.app.ctx.db
    .insert(articles)
    .values({
      title: 'Des kiosques solaires',
      desc: 'Une coopérative garde la lumière.',
      content: '<p>Les enfants <strong>étudient</strong> le soir.</p>',
      type: 'article',
      category: 'Climate News',
      status,
      language: 'fr',
      publishDate: new Date('2026-01-15T10:00:00.000Z'),
      createdBy: admin.user._id,
    })
    .returning({ _id: articles.id });
  if (!article) throw new Error('insert into articles returned no row');
  return { article, admin };
}

describe('POST /api/translate: who may translate what', () => {
  it('answers 401 to a visitor before it reads the body', async () => {
    const res = await translate({ kind: 'nonsense' });
    expect(res.statusCode).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 400 with the field for a bad kind, id or target', async () => {
    const kind = await translate({ kind: 'video', id: UNKNOWN_ID, target: 'en' }, reader.cookie);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe(`kind: ${english('translate.unknownKind')}`);
    const id = await translate({ kind: 'post', id: '42', target: 'en' }, reader.cookie);
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toBe(`id: ${english('translate.invalidId')}`);
    const target = await translate({ kind: 'post', id: UNKNOWN_ID, target: 'xx' }, reader.cookie);
    expect(target.statusCode).toBe(400);
    expect(target.json().message).toMatch(/^target: /);
  });

  it('translates a post’s title and text for a reader, naming the author’s language', async () => {
    const post = await spanishPost();
    const res = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranslateResponse>()).toEqual({
      title: fakeTranslation('Agua limpia para todos', 'es', 'en'),
      text: fakeTranslation('Necesitamos agua limpia en cada pueblo', 'es', 'en'),
      source: 'es',
      target: 'en',
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      path: '/translate',
      body: {
        q: ['Agua limpia para todos', 'Necesitamos agua limpia en cada pueblo'],
        source: 'es',
        target: 'en',
        format: 'text',
        api_key: 'lt-secret',
      },
    });
  });

  it('translates a comment the reader sees', async () => {
    const post = await spanishPost();
    await comment(t.app, author.cookie, post._id, 'Estoy de acuerdo contigo');
    const [row] = await t.app.ctx.db
      .update(comments)
      .set({ language: 'es' })
      .where(eq(comments.postId, post._id))
      .returning({ id: comments.id });
    const res = await translate({ kind: 'comment', id: row?.id, target: 'fr' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranslateResponse>()).toEqual({
      text: fakeTranslation('Estoy de acuerdo contigo', 'es', 'fr'),
      source: 'es',
      target: 'fr',
    });
  });

  it('answers 404 for a removed post, a comment under it, a blocked author and unknown ids', async () => {
    const post = await spanishPost();
    await comment(t.app, author.cookie, post._id, 'Un comentario');
    const [row] = await t.app.ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.postId, post._id));
    await markRemoved(t.app, 'post', post._id);
    const removed = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(english('posts.postNotFound'));
    const under = await translate({ kind: 'comment', id: row?.id, target: 'en' }, reader.cookie);
    expect(under.statusCode).toBe(404);

    const blocker = await signUp(t.app);
    const other = await spanishPost();
    await markBlocked(t.app, blocker.user._id, author.user._id);
    const blocked = await translate({ kind: 'post', id: other._id, target: 'en' }, blocker.cookie);
    expect(blocked.statusCode).toBe(404);

    for (const kind of ['post', 'comment', 'article', 'message']) {
      const res = await translate({ kind, id: UNKNOWN_ID, target: 'en' }, reader.cookie);
      expect(res.statusCode, kind).toBe(404);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('translates a published article’s title as text and its body as HTML; a draft only for admins', async () => {
    const { article } = await frenchArticle();
    const res = await translate({ kind: 'article', id: article._id, target: 'sw' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranslateResponse>()).toEqual({
      title: fakeTranslation('Des kiosques solaires', 'fr', 'sw'),
      text: fakeTranslation('<p>Les enfants <strong>étudient</strong> le soir.</p>', 'fr', 'sw'),
      source: 'fr',
      target: 'sw',
    });
    const formats = fake.calls.map((call) => [call.body.q, call.body.format]);
    expect(formats).toEqual(
      expect.arrayContaining([
        [['Des kiosques solaires'], 'text'],
        [['<p>Les enfants <strong>étudient</strong> le soir.</p>'], 'html'],
      ]),
    );

    const draft = await frenchArticle('draft');
    const refused = await translate(
      { kind: 'article', id: draft.article._id, target: 'en' },
      reader.cookie,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(english('articles.notFound'));
    const admin = await translate(
      { kind: 'article', id: draft.article._id, target: 'en' },
      draft.admin.cookie,
    );
    expect(admin.statusCode).toBe(200);
  });

  it('sanitizes the HTML a provider answers for an article before anyone renders it', async () => {
    const { article } = await frenchArticle();
    const unsafe = '<p onclick="steal()">Bonjour</p><script>alert(1)</script>';
    await t.app.ctx.db
      .update(articles)
      .set({ content: unsafe })
      .where(eq(articles.id, article._id));
    const res = await translate({ kind: 'article', id: article._id, target: 'en' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    const { text } = res.json<TranslateResponse>();
    expect(text).toContain('<p>Bonjour</p>');
    expect(text).not.toMatch(/script|onclick/);
  });

  it('translates a chat message for its conversation’s members only (403 for anyone else)', async () => {
    const { _id: conversationId } = await startConversation(t.app, author.cookie, reader.user._id);
    const message = await sendMessage(t.app, author.cookie, conversationId, 'Hola, ¿cómo estás?');
    await t.app.ctx.db.update(messages).set({ language: 'es' }).where(eq(messages.id, message._id));
    const res = await translate({ kind: 'message', id: message._id, target: 'en' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranslateResponse>().text).toBe(
      fakeTranslation('Hola, ¿cómo estás?', 'es', 'en'),
    );

    const outsider = await signUp(t.app);
    const refused = await translate(
      { kind: 'message', id: message._id, target: 'en' },
      outsider.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(english('chat.notAMember'));
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const byAdmin = await translate(
      { kind: 'message', id: message._id, target: 'en' },
      admin.cookie,
    );
    expect(byAdmin.statusCode).toBe(403);
  });
});

describe('POST /api/translate: the cache', () => {
  it('calls the provider once for the same item and language, again for another language', async () => {
    const post = await spanishPost();
    const first = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    const second = await translate({ kind: 'post', id: post._id, target: 'en' }, author.cookie);
    expect(second.json()).toEqual(first.json());
    expect(fake.calls).toHaveLength(1);
    await translate({ kind: 'post', id: post._id, target: 'ar' }, reader.cookie);
    expect(fake.calls).toHaveLength(2);
  });

  it('translates again after an edit and replaces the cached translation', async () => {
    const post = await spanishPost('Texto original del autor');
    await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post._id}`,
      headers: { cookie: author.cookie },
      payload: { title: 'Agua limpia para todos', content: 'Texto corregido', language: 'es' },
    });
    expect(edit.statusCode).toBe(200);
    await t.app.ctx.db.update(posts).set({ language: 'es' }).where(eq(posts.id, post._id));
    const res = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(res.json<TranslateResponse>().text).toBe(fakeTranslation('Texto corregido', 'es', 'en'));
    expect(fake.calls).toHaveLength(2);
    const rows = await t.app.ctx.db
      .select({ text: translations.text })
      .from(translations)
      .where(and(eq(translations.itemId, post._id), eq(translations.target, 'en')));
    expect(rows).toEqual([{ text: fakeTranslation('Texto corregido', 'es', 'en') }]);
  });

  it('lets the provider detect an unknown language and reports what it found', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Maji safi',
      content: 'Kila kijiji',
    });
    await t.app.ctx.db.update(posts).set({ language: null }).where(eq(posts.id, post._id));
    fake.detect = 'sw';
    const res = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranslateResponse>().source).toBe('sw');
    expect(fake.calls[0]?.body.source).toBe('auto');
  });

  it('answers a text already in the target language as it is, without the provider', async () => {
    const post = await spanishPost();
    const res = await translate({ kind: 'post', id: post._id, target: 'es' }, reader.cookie);
    expect(res.json<TranslateResponse>()).toMatchObject({
      text: 'Necesitamos agua limpia en cada pueblo',
      source: 'es',
      target: 'es',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 502 when the provider fails, in the reader’s language, and caches nothing', async () => {
    const post = await spanishPost();
    fake.failWith = 500;
    const failed = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(english('translate.failed'));
    await setLanguage(t.app, reader.cookie, 'fr');
    const french = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    await setLanguage(t.app, reader.cookie, 'en');
    expect(french.statusCode).toBe(502);
    expect(french.json().message).not.toBe(english('translate.failed'));
    expect(french.headers['content-language']).toBe('fr');

    fake.failWith = null;
    const res = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toHaveLength(3);
  });
});

describe('translations of deleted writing', () => {
  it('go with a deleted post, its comments and a deleted comment', async () => {
    const post = await spanishPost();
    await comment(t.app, author.cookie, post._id, 'Un comentario que se irá');
    const [row] = await t.app.ctx.db
      .update(comments)
      .set({ language: 'es' })
      .where(eq(comments.postId, post._id))
      .returning({ id: comments.id });
    const commentId = row?.id ?? '';
    await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    await translate({ kind: 'comment', id: commentId, target: 'en' }, reader.cookie);
    const stored = (id: string) =>
      t.app.ctx.db.select().from(translations).where(eq(translations.itemId, id));
    expect(await stored(post._id)).toHaveLength(1);
    expect(await stored(commentId)).toHaveLength(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode).toBe(200);
    // Gone in the deletion's own transaction (foreign keys), not after it.
    expect(await stored(post._id)).toHaveLength(0);
    expect(await stored(commentId)).toHaveLength(0);
  });
});

describe('translations of writing deleted while it is translated', () => {
  it('answers the translation and keeps nothing of it', async () => {
    const post = await spanishPost();
    fake.beforeAnswer = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${post._id}`,
        headers: { cookie: author.cookie },
      });
    const res = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const kept = await t.app.ctx.db
      .select()
      .from(translations)
      .where(eq(translations.itemId, post._id));
    expect(kept).toEqual([]);
  });
});

describe('POST /api/translate: limits and availability', () => {
  it(`refuses a member's translation number ${WRITES_PER_MINUTE + 1} within a minute (429)`, async () => {
    const busy = await signUp(t.app);
    const post = await spanishPost();
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      const res = await translate({ kind: 'post', id: post._id, target: 'en' }, busy.cookie);
      expect(res.statusCode).toBe(200);
    }
    const refused = await translate({ kind: 'post', id: post._id, target: 'en' }, busy.cookie);
    expect(refused.statusCode).toBe(429);
    // Another member's budget is their own.
    const other = await translate({ kind: 'post', id: post._id, target: 'en' }, reader.cookie);
    expect(other.statusCode).toBe(200);
  });

  it('says translation is available when a provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/translate/availability' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });

  it('without a provider: unavailable, and 501 with a clear message in the reader’s language', async () => {
    const bare = await createTestApp();
    try {
      const availability = await bare.app.inject({
        method: 'GET',
        url: '/api/translate/availability',
      });
      expect(availability.json()).toEqual({ available: false });
      const member = await signUp(bare.app);
      const payload = { kind: 'post', id: UNKNOWN_ID, target: 'en' };
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/translate',
        payload,
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode).toBe(501);
      expect(res.json().message).toBe(english('translate.unavailable'));
      await setLanguage(bare.app, member.cookie, 'es');
      const spanish = await bare.app.inject({
        method: 'POST',
        url: '/api/translate',
        payload,
        headers: { cookie: member.cookie },
      });
      expect(spanish.statusCode).toBe(501);
      expect(spanish.headers['content-language']).toBe('es');
      expect(spanish.json().message).not.toBe(english('translate.unavailable'));
    } finally {
      await bare.close();
    }
  });
});

describe('DeepL', () => {
  it('translates through deepl-node when DEEPL_API_KEY is set, preferred over LibreTranslate', async () => {
    const deepl = await createTestApp({
      translation: {
        libreTranslate: { url: fake.url, apiKey: undefined },
        deepl: { authKey: 'test-key:fx', serverUrl: fake.url },
      },
    });
    try {
      const member = await signUp(deepl.app);
      const post = await publish(deepl.app, member.cookie, {
        title: 'Agua limpia',
        content: '<b>Hola</b> a todos',
      });
      await deepl.app.ctx.db.update(posts).set({ language: 'es' }).where(eq(posts.id, post._id));
      const res = await deepl.app.inject({
        method: 'POST',
        url: '/api/translate',
        payload: { kind: 'post', id: post._id, target: 'en' },
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<TranslateResponse>()).toEqual({
        title: fakeTranslation('Agua limpia', 'es', 'en-us'),
        text: fakeTranslation('<b>Hola</b> a todos', 'es', 'en-us'),
        source: 'es',
        target: 'en',
      });
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]).toMatchObject({
        path: '/v2/translate',
        body: { text: ['Agua limpia', '<b>Hola</b> a todos'], target_lang: 'en-US' },
      });
      expect(fake.calls[0]?.headers.authorization).toBe('DeepL-Auth-Key test-key:fx');
    } finally {
      await deepl.close();
    }
  });
});
