import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Article } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { UNKNOWN_ID } from '../../test/posts';
import { servedPage } from '../../test/web-pages';
import { pngDataUrl, writeArticle } from './test-helpers';

// The shape of the built web app's index.html (apps/web/index.html after `vite build`).
const PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="One World. One Future." />
    <title>One World</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <main><div data-shell-loading>Loading…</div>{SCREENS}</main>
    <div id="root"></div>
  </body>
</html>
`;
// The list's and an article's first screens (apps/web/index.html): a cover, once the server
// knows it, in what the page holds until it draws its own (the path it belongs to written in).
const SCREENS = [
  '\n      <template data-shell-page="/inspiration"><h1>List</h1><p data-shell-first-card><img data-shell-cover alt=""></p></template>',
  '\n      <template data-shell-page="/inspiration/:id"><p data-shell-first-card><img data-shell-cover alt=""></p></template>',
].join('');
const INDEX_HTML = PAGE_HTML.replace('{SCREENS}', SCREENS);

const HOSTILE_TITLE = `Floods & "fixes" <script>alert('t')</script> $& $1`;
const HOSTILE_DESC = `Why <b>drains</b> matter & who "pays" — $' $\``;

let dir: string;
let dataDir: string;
let t: TestApp;
let admin: SignedUp;
let published: Article;
let draft: Article;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ow-preview-'));
  dataDir = await mkdtemp(join(tmpdir(), 'ow-preview-data-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDistDir: dir, dataDir, publicUrl: 'https://one.example' });
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  published = await writeArticle(t.app, admin.cookie, {
    title: HOSTILE_TITLE,
    desc: HOSTILE_DESC,
    image: await pngDataUrl('#18744c'),
  });
  draft = await writeArticle(t.app, admin.cookie, { title: 'Secret draft', status: 'draft' });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const preview = (app: TestApp['app'], id: string, headers: Record<string, string> = {}) =>
  servedPage(app, `/inspiration/${id}`, headers);

const ESCAPED_TITLE =
  'Floods &amp; &quot;fixes&quot; &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; $&amp; $1';
const ESCAPED_DESC = 'Why &lt;b&gt;drains&lt;/b&gt; matter &amp; who &quot;pays&quot; — $&#39; $`';

describe('GET /inspiration/:id (link previews)', () => {
  it('carries a published article’s title, description, Open Graph and Twitter tags, escaped', async () => {
    const html = await preview(t.app, published._id);
    const image = `https://one.example${published.img.secure_url}`;
    expect(html).toContain(`<title>${ESCAPED_TITLE} | One World</title>`);
    expect(html).toContain(`<meta name="description" content="${ESCAPED_DESC}" />`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    for (const tag of [
      `<meta property="og:type" content="article" />`,
      `<meta property="og:site_name" content="One World" />`,
      `<meta property="og:title" content="${ESCAPED_TITLE}" />`,
      `<meta property="og:description" content="${ESCAPED_DESC}" />`,
      `<meta property="og:url" content="https://one.example/inspiration/${published._id}" />`,
      `<meta property="og:image" content="${image}" />`,
      `<meta property="article:published_time" content="${published.publishDate}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${ESCAPED_TITLE}" />`,
      `<meta name="twitter:description" content="${ESCAPED_DESC}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).not.toContain('<script>alert');
    // The rest of the page is the app's, untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('asks at once for what the inspiration list reads first: the list and its first cover', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/inspiration' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/article">',
    );
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${published.img.secure_url}">`,
    );
    // A filter reads another list: the plain page.
    const filtered = await t.app.inject({ method: 'GET', url: '/inspiration?filter=climate' });
    expect(filtered.body).not.toContain('rel="preload"');
  });

  it('asks at once for what the article page reads first: the article and its cover', async () => {
    const html = await preview(t.app, published._id);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/article/${published._id}">`,
    );
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${published.img.secure_url}">`,
    );
  });

  it('paints the cover from the served page, in place of the loading indicator', async () => {
    const english = await writeArticle(t.app, admin.cookie, {
      language: 'en',
      image: await pngDataUrl('#0b3d2e'),
    });
    const html = await preview(t.app, english._id);
    expect(html).toContain(
      `<main><p data-shell-first-card="/inspiration/${english._id}"><img src="${english.img.secure_url}" alt=""></p></main>`,
    );
    expect(html).not.toContain('data-shell-cover');
    expect(html).not.toContain('<template');
  });

  it('keeps the loading indicator where the app draws a Translate control above the cover', async () => {
    // A Spanish article read in English: the cover would move down once the app drew.
    const spanish = await writeArticle(t.app, admin.cookie, {
      language: 'es',
      image: await pngDataUrl('#7a1f1f'),
    });
    const html = await preview(t.app, spanish._id);
    expect(html).toContain('<main><div data-shell-loading>Loading…</div></main>');
    expect(html).not.toContain('<img');
  });

  it.each([
    ['a draft', () => draft._id],
    ['an unknown id', () => UNKNOWN_ID],
    ['a malformed id', () => 'not-a-uuid'],
  ])('serves the plain app page for %s', async (_case, id) => {
    expect(await preview(t.app, id())).toBe(
      PAGE_HTML.replace('{SCREENS}', '')
        .replace('<html lang="en">', '<html lang="en" dir="ltr">')
        .replace('content="One World. One Future."', `content="${english('app.description')}"`),
    );
  });

  it('serves the page in the reader’s language, mirrored for Arabic, with the article’s own text', async () => {
    const arabic = await preview(t.app, published._id, { 'accept-language': 'ar' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<meta property="og:title" content="${ESCAPED_TITLE}" />`);
    const french = await preview(t.app, UNKNOWN_ID, { cookie: 'ow_lang=fr' });
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain(
      `<meta name="description" content="${translatorFor('fr').t('app.description')}" />`,
    );
  });

  it('says "summary" without a cover and uses the request’s host without PUBLIC_URL', async () => {
    const other = await createTestApp({ webDistDir: dir, dataDir });
    try {
      const owner = await signUp(other.app);
      await makeAdmin(other.app, owner.user._id);
      const article = await writeArticle(other.app, owner.cookie);
      const html = await preview(other.app, article._id, { host: 'news.example:8080' });
      expect(html).toContain(
        `<meta property="og:url" content="http://news.example:8080/inspiration/${article._id}" />`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
      expect(html).not.toContain('og:image');
      expect(html).not.toContain('as="image"');
    } finally {
      await other.close();
    }
  });

  it('is not there without a built web app', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: `/inspiration/${UNKNOWN_ID}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /inspiration (its first screen)', () => {
  const list = (url = '/inspiration') => servedPage(t.app, url);

  it('paints the newest article’s cover in the first card, in place of the loading indicator', async () => {
    const newest = await writeArticle(t.app, admin.cookie, {
      publishDate: '2026-06-01T10:00:00.000Z',
      image: await pngDataUrl('#1d4ed8'),
    });
    expect(await list()).toContain(
      `<main><h1>List</h1><p data-shell-first-card="/inspiration"><img src="${newest.img.secure_url}" alt=""></p></main>`,
    );
    // A filter reads another list: the loading indicator.
    expect(await list('/inspiration?filter=climate')).toContain(
      '<main><div data-shell-loading>Loading…</div></main>',
    );
  });

  it('keeps the loading indicator when the newest item is a video, whose card is laid out otherwise', async () => {
    const video = await writeArticle(t.app, admin.cookie, {
      type: 'video',
      mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      publishDate: '2026-07-01T10:00:00.000Z',
      image: await pngDataUrl('#9d174d'),
    });
    const html = await list();
    expect(html).toContain('<main><div data-shell-loading>Loading…</div></main>');
    // Its cover is still the list's first picture.
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${video.img.secure_url}">`,
    );
  });
});
