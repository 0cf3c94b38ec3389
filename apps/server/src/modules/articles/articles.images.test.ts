import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArticleResponse } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { articleBody, listArticles, pngBytes, pngDataUrl, writeArticle } from './test-helpers';

let t: TestApp;
let dataDir: string;
let admin: SignedUp;
let member: SignedUp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-articles-'));
  t = await createTestApp({ dataDir });
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  member = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const STORED = /^\/images\/[a-f0-9]{64}\.webp$/;

/** Whether the stored image behind a `/images/…` URL is on disk. */
const stored = (url: string) => existsSync(join(dataDir, 'images', url.slice('/images/'.length)));

const put = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/article/${id}`,
    headers: { cookie: admin.cookie },
    payload,
  });

describe('article covers', () => {
  it('stores a new cover through the image pipeline and serves it', async () => {
    const article = await writeArticle(t.app, admin.cookie, { image: await pngDataUrl('#2e8b57') });
    expect(article.img.secure_url).toMatch(STORED);
    expect(stored(article.img.secure_url)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: article.img.secure_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('replaces the cover on PUT and deletes the old file; without an image the cover stays', async () => {
    const article = await writeArticle(t.app, admin.cookie, { image: await pngDataUrl('#aa3322') });
    const old = article.img.secure_url;
    const replaced = await put(article._id, articleBody({ image: await pngDataUrl('#2233aa') }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const cover = replaced.json<ArticleResponse>().article.img.secure_url;
    expect(cover).toMatch(STORED);
    expect(cover).not.toBe(old);
    expect(stored(cover)).toBe(true);
    expect(stored(old)).toBe(false);

    const kept = await put(article._id, articleBody({ title: 'Only the title changes' }));
    expect(kept.json<ArticleResponse>().article.img.secure_url).toBe(cover);
    expect(stored(cover)).toBe(true);
  });

  it('deletes the article and its cover', async () => {
    const article = await writeArticle(t.app, admin.cookie, { image: await pngDataUrl('#123456') });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/article/${article._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(stored(article.img.secure_url)).toBe(false);
    const page = await listArticles(t.app, '', admin.cookie);
    expect(page.articles.some((a) => a._id === article._id)).toBe(false);
  });

  it('keeps a cover file another article still shows (files are named by their content)', async () => {
    const image = await pngDataUrl('#654321');
    const first = await writeArticle(t.app, admin.cookie, { image });
    const second = await writeArticle(t.app, admin.cookie, { image });
    expect(second.img.secure_url).toBe(first.img.secure_url);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/article/${first._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(stored(second.img.secure_url)).toBe(true);
  });

  it('refuses a cover that is not an image (415) and writes nothing', async () => {
    const before = await listArticles(t.app, 'status=all&limit=50', admin.cookie);
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      headers: { cookie: admin.cookie },
      payload: articleBody({ image: text }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Image must be a PNG, JPEG, WebP or GIF' });
    const after = await listArticles(t.app, 'status=all&limit=50', admin.cookie);
    expect(after.articles).toHaveLength(before.articles.length);
  });

  it('stores no cover for a member, who is refused first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      headers: { cookie: member.cookie },
      payload: articleBody({ image: await pngDataUrl('#0f0f0f') }),
    });
    expect(res.statusCode).toBe(403);
  });
});

/** A multipart/form-data body with one file part. */
function multipart(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = '----one-world-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/article/images', () => {
  const upload = (cookie: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/article/images',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });

  it('stores a picture for an article’s content and answers its address', async () => {
    const res = await upload(
      admin.cookie,
      multipart('file', 'chart.png', 'image/png', await pngBytes('#336699', 800, 600)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { img } = res.json<{ img: { secure_url: string } }>();
    expect(img.secure_url).toMatch(STORED);
    expect(stored(img.secure_url)).toBe(true);
  });

  it('refuses a file that is not an image with 415, whatever its name says', async () => {
    const res = await upload(
      admin.cookie,
      multipart('file', 'evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Image must be a PNG, JPEG, WebP or GIF' });
  });

  it('answers 400 without a `file` field', async () => {
    const res = await upload(
      admin.cookie,
      multipart('picture', 'a.png', 'image/png', await pngBytes('#000000')),
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses visitors (401) and members (403)', async () => {
    const body = multipart('file', 'a.png', 'image/png', await pngBytes('#ffffff'));
    expect((await upload('', body)).statusCode).toBe(401);
    const asMember = await upload(member.cookie, body);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Only administrators can upload article images' });
  });
});
