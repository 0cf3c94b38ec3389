import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 12: the first paint comes from the served HTML (the shell: header, page area, footer, in
 * the reader's language), not from the application's script, and the build's files go out
 * precompressed.
 */
test('the served HTML carries the shell in the request’s language', async ({ request }) => {
  const french = await (await request.get('/', { headers: { 'accept-language': 'fr' } })).text();
  expect(french).toContain('<html lang="fr" dir="ltr">');
  expect(french).toContain('<header');
  expect(french).toContain('>Accueil</a>');
  expect(french).toContain('>Climat</a>');
  expect(french).toContain('>Politique de confidentialité</a>');
  expect(french).toContain('data-locale="fr"');
  expect(french).not.toContain('data-locale="en"');

  const arabic = await (
    await request.get('/about', { headers: { 'accept-language': 'ar' } })
  ).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).not.toContain('>Privacy Policy</a>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header, its topics and the footer still show', async ({ page }) => {
    await page.goto('/Climate/Africa');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Climate' })).toHaveAttribute('href', '/Climate');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText('Privacy Policy');
  });
});

test.describe('the home page', () => {
  const boxes = async (page: Page) => {
    const main = page.locator('main');
    return {
      heading: await main.getByRole('heading', { level: 1 }).boundingBox(),
      intro: await main.getByText('Join people around the world').boundingBox(),
      tour: await main.getByRole('link', { name: 'Take the tour' }).boundingBox(),
    };
  };

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 720 },
  ]) {
    test(`paints its introduction from the served HTML, where the app draws it (${viewport.width} px)`, async ({
      browser,
    }) => {
      // The first paint, before the application's script has run: its scripts held back.
      const served = await browser.newContext({ viewport });
      const shell = await served.newPage();
      await shell.route('**/assets/*.js', (route) => route.abort());
      await shell.goto('/');
      await expect(shell.locator('#shell')).toBeVisible();
      await expect(
        shell.getByRole('heading', { level: 1, name: 'Welcome to the Social Network for Change' }),
      ).toBeVisible();
      await expect(shell.getByRole('link', { name: 'Our Mission' })).toHaveAttribute(
        'href',
        '/mission',
      );
      const painted = await boxes(shell);
      await served.close();

      const running = await browser.newContext({ viewport });
      const app = await running.newPage();
      await app.goto('/');
      await expect(app.locator('#shell')).toHaveCount(0);
      await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await boxes(app)).toEqual(painted);
      await running.close();
    });
  }
});

test('the app replaces the shell with its own layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('scripts and styles come precompressed, Brotli first, cached for good', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    ([, path]) => path ?? '',
  );
  expect(files.length).toBeGreaterThan(1);
  for (const path of files) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status(), path).toBe(200);
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(brotli.headers().vary, path).toContain('accept-encoding');
    expect(brotli.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  const gzip = await request.get(files[0] ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
