import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * A web build in miniature: the shell of index.html (padded past compression's 1 KiB threshold,
 * as the real one is), one hashed asset and its packed copies.
 */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="English description" />
    <link rel="modulepreload" crossorigin href="/assets/en-111.js" data-locale="en">
    <link rel="modulepreload" crossorigin href="/assets/fr-222.js" data-locale="fr">
    <link rel="modulepreload" crossorigin href="/assets/board-333.js" data-route="/:category/:region?">
    <link rel="modulepreload" crossorigin href="/assets/shared-444.js" data-route="/:category/:region?">
    <link rel="modulepreload" crossorigin href="/assets/list-555.js" data-route="/inspiration">
    <link rel="modulepreload" crossorigin href="/assets/shared-444.js" data-route="/inspiration">
    <link rel="modulepreload" crossorigin href="/assets/missing-666.js" data-route="*">
  </head>
  <body>
    <div id="shell">
      <nav data-i18n-label="header.topics" aria-label="Topics">
        <a href="/Climate" data-i18n="topics.climate" class="x">Climate</a>
      </nav>
      <main>
        <div data-shell-loading class="spin"><span data-i18n="ui.loading">Loading...</span></div>
        <template data-shell-page="/">
          <h1 data-i18n="home.heading">Welcome</h1>
        </template>
      </main>
      <p data-i18n="footer.copyright">© 2024 One World</p>
      <span data-i18n="no.such.id">Kept as written</span>
    </div>
    <div id="root"></div>
    <!-- ${'padding '.repeat(150)} -->
  </body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('One World '.repeat(200))});`;

describe('the built web app: precompressed files and the shell', () => {
  let t: TestApp;
  const webDistDir = mkdtempSync(join(tmpdir(), 'ow-web-'));
  const asset = join(webDistDir, 'assets', 'app-abc123.js');

  beforeAll(async () => {
    writeFileSync(join(webDistDir, 'index.html'), TEMPLATE);
    mkdirSync(join(webDistDir, 'assets'));
    mkdirSync(join(webDistDir, '.vite'));
    writeFileSync(join(webDistDir, '.vite', 'manifest.json'), '{}');
    writeFileSync(asset, SCRIPT);
    writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${asset}.map`, '{"version":3}');
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const getAsset = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the Brotli file the build packed to a browser that accepts it', async () => {
    const res = await getAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without Brotli, and the file itself to one with neither', async () => {
    const gzip = await getAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gzip.headers['cache-control']).toContain('immutable');

    const plain = await getAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('leads /index.html home instead of sending the template the pages are made from', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/index.html' })).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/');
    expect(res.body).not.toContain('<template');
  });

  it('does not publish the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it('routes each file once: its packed copies go out through it, its source map not at all', async () => {
    const routed = (url: string) => t.app.hasRoute({ method: 'GET', url });
    expect(routed('/assets/app-abc123.js')).toBe(true);
    for (const twin of ['br', 'gz', 'map'])
      expect(routed(`/assets/app-abc123.js.${twin}`)).toBe(false);
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.br']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("writes the shell's texts in the reader's language and preloads only their catalog", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/Climate/Africa',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="fr" dir="ltr">');
    expect(res.body).toContain('data-i18n="topics.climate" class="x">Climat</a>');
    expect(res.body).toContain('aria-label="Thèmes"');
    expect(res.body).toContain('<p data-i18n="footer.copyright">© 2024 One World</p>');
    expect(res.body).toContain('>Kept as written</span>');
    expect(res.body).toContain('href="/assets/fr-222.js" data-locale="fr"');
    expect(res.body).not.toContain('data-locale="en"');
  });

  it("puts a page's own first screen in place of the loading indicator, in the reader's language", async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/?ref=mail',
      headers: { 'accept-language': 'fr' },
    });
    expect(home.body).toMatch(/<main>\s*<h1 data-i18n="home.heading">Bienvenue/);
    expect(home.body).not.toContain('data-shell-loading');

    const board = await t.app.inject({ method: 'GET', url: '/Climate' });
    expect(board.body).toContain('<div data-shell-loading class="spin">');
    expect(board.body).not.toContain('home.heading');
    for (const page of [home, board]) expect(page.body).not.toContain('<template');
  });

  it('preloads the code of the page a path opens, and the first read the path tells', async () => {
    const preloads = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<link rel="(?:module)?preload"[^>]*href="([^"]+)"/g)]
        .map(([, href]) => href)
        .filter((href) => !href?.includes('-111.js'));
    };
    expect(await preloads('/Climate/Africa')).toEqual([
      '/assets/board-333.js',
      '/assets/shared-444.js',
      '/api/posts?category=Climate&amp;region=Africa',
    ]);
    expect(await preloads('/Climate')).toEqual([
      '/assets/board-333.js',
      '/assets/shared-444.js',
      '/api/posts?category=Climate',
    ]);
    // A fixed segment ranks above a parameter, as the app's router ranks them.
    expect(await preloads('/inspiration')).toEqual([
      '/assets/list-555.js',
      '/assets/shared-444.js',
      '/api/article',
    ]);
    // Another spelling or a query makes another read (or none): its code, nothing else.
    expect(await preloads('/climate/africa')).toEqual([
      '/assets/board-333.js',
      '/assets/shared-444.js',
    ]);
    expect(await preloads('/inspiration?filter=climate')).toEqual([
      '/assets/list-555.js',
      '/assets/shared-444.js',
    ]);
    expect(await preloads('/no/such/page')).toEqual(['/assets/missing-666.js']);
  });

  it('leaves the page to dynamic compression, which packs it for a browser that asks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain('data-locale=');
  });
});
