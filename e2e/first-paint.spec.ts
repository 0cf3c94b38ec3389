import type { ArticleBody, PostsPage, ProductsPage } from '@one-world/contract';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { createArticleViaApi, uniqueTitle } from './support/articles';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { createPostViaApi } from './support/posts';
import { signInViaApi, signUpViaApi } from './support/users';

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
      await expectNoAxeViolations(shell);
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

  test('its first paint counts as its largest: the app draws once the served page is shown', async ({
    page,
  }) => {
    // A phone's slower processor (as Lighthouse's), so the app's first render takes long enough
    // to have replaced the introduction before the browser showed it, if it did not wait.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await expect(page.locator('#shell')).toHaveCount(0);
    const paints = await page.evaluate(
      () =>
        new Promise<{ first?: number; largest?: number; removed: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            // The first candidate: a later, larger one may follow (Lighthouse reports `/`'s
            // largest paint after its first, and one CI run in five had one 120 ms later); the
            // question is whether the served first paint counted at all.
            const largest = list.getEntries()[0] as
              | (PerformanceEntry & { element: Element | null })
              | undefined;
            resolve({
              first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
              largest: largest?.startTime,
              // The served introduction, which the app's layout has since replaced.
              removed: largest !== undefined && !largest.element?.isConnected,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(paints.first).toBeDefined();
    expect(paints.largest).toBe(paints.first);
    expect(paints.removed).toBe(true);
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1366, height: 768 },
  ]) {
    test(`nothing moves as the carousel and its articles arrive (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const shifts = await recordLayoutShifts(page);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Featured' });
      // The articles are in: the slide show's buttons show (on a phone, a row of their own).
      await expect(carousel.getByRole('button', { name: /^Pause/ })).toBeVisible({
        timeout: 20_000,
      });
      expect(await shifts()).toEqual([]);
      await context.close();
    });
  }
});

/**
 * Records the layout shifts of `page`'s next load from its first paint on; the function returned
 * reads them ("0.0098 at 1520 ms"): an empty list when nothing moved.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<string[] | undefined>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { e2eShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Undefined, failing the caller's expectation of none, if the recorder never ran.
  return () => page.evaluate(() => (window as Window & { e2eShifts?: string[] }).e2eShifts);
}

/**
 * Records every spinner that shows in `page`'s main area (not one only screen readers hear) from
 * its next load on; the function returned reads them ("a spinner at 563 ms"): an empty list when
 * none showed.
 */
async function recordSpinners(page: Page): Promise<() => Promise<string[] | undefined>> {
  await page.addInitScript(() => {
    const spinners: string[] = [];
    Object.assign(window, { e2eSpinners: spinners });
    new MutationObserver(() => {
      const spinning = [...document.querySelectorAll('main .animate-spin')];
      if (spinning.some((spinner) => !spinner.closest('.sr-only'))) {
        spinners.push(`a spinner at ${Math.round(performance.now())} ms`);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  // Undefined, failing the caller's expectation of none, if the recorder never ran.
  return () => page.evaluate(() => (window as Window & { e2eSpinners?: string[] }).e2eSpinners);
}

/**
 * Expects `cover` in the served first screen of `path` (its scripts held back, so the page is
 * what the browser paints before any of them runs; checked with axe, it is a screen too) exactly
 * where the app then draws it, once `drawn` says the app has, with no spinner in between.
 */
async function expectCoverWhereTheAppDrawsIt(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  cover: (page: Page) => Locator,
  drawn: (page: Page) => Promise<void>,
) {
  const served = await browser.newContext({ viewport });
  const shell = await served.newPage();
  await shell.route('**/assets/*.js', (route) => route.abort());
  await shell.goto(path);
  await expect(shell.locator('#shell')).toBeVisible();
  await expect(cover(shell)).toHaveJSProperty('complete', true);
  const painted = await cover(shell).boundingBox();
  await expectNoAxeViolations(shell);
  await served.close();

  const running = await browser.newContext({ viewport });
  const app = await running.newPage();
  const spinners = await recordSpinners(app);
  await app.goto(path);
  await drawn(app);
  await expect(app.locator('#shell')).toHaveCount(0);
  expect(painted).not.toBeNull();
  expect(await cover(app).boundingBox()).toEqual(painted);
  expect(await spinners()).toEqual([]);
  await running.close();
}

/** An article with a cover (a one-pixel PNG), written by the admin as whom `request` signs in. */
async function articleWithCover(request: APIRequestContext, fields: Partial<ArticleBody>) {
  await signInViaApi(request, E2E_ADMIN);
  return createArticleViaApi(request, {
    ...fields,
    image: `data:image/png;base64,${ONE_PIXEL_PNG}`,
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 720 },
]) {
  test(`an article paints its cover from the served HTML, where the app draws it (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const article = await articleWithCover(request, {
      title: uniqueTitle('Served cover'),
      language: 'en',
    });
    await expectCoverWhereTheAppDrawsIt(
      browser,
      viewport,
      `/inspiration/${article._id}`,
      (page) => page.locator(`main img[src="${article.img.secure_url}"]`),
      (app) => expect(app.getByRole('heading', { level: 1, name: article.title })).toBeVisible(),
    );
  });

  test(`the shop paints its first product from the served HTML, where the app draws it (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    // Oldest first: the demo's first product, which no test retires.
    const [first] = ((await (await request.get('/api/products')).json()) as ProductsPage).products;
    if (!first) throw new Error('the shop has no products');
    await expectCoverWhereTheAppDrawsIt(
      browser,
      viewport,
      '/shop',
      (page) => page.locator(`main li:first-child img[src="${first.img.secure_url}"]`),
      (app) =>
        expect(app.getByRole('button', { name: `Add ${first.title} to cart` })).toBeVisible(),
    );
  });

  test(`the inspiration list paints its first card's cover from the served HTML, where the app draws it (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    // Dated after every other test's article, so it is the list's first card throughout.
    const article = await articleWithCover(request, {
      title: uniqueTitle('First card'),
      publishDate: new Date(Date.parse('2100-01-01T00:00:00Z') + Date.now()).toISOString(),
    });
    try {
      await expectCoverWhereTheAppDrawsIt(
        browser,
        viewport,
        '/inspiration',
        (page) => page.locator(`main li:first-child img[src="${article.img.secure_url}"]`),
        (app) => expect(app.getByRole('article', { name: article.title })).toBeVisible(),
      );
    } finally {
      // Off the list again: other tests look for their own articles on its first page.
      await request.delete(`/api/article/${article._id}`);
    }
  });
}

test.describe('a board', () => {
  const CONTENT =
    'Ceasefire monitors in three towns share one radio channel.\n\nWho keeps the batteries charged when the funding ends, and who decides what gets reported?';

  const boxes = async (page: Page, title: string) => {
    const main = page.locator('main');
    return {
      heading: await main.getByRole('heading', { level: 1 }).boundingBox(),
      regions: await main.getByRole('navigation', { name: 'Regions' }).boundingBox(),
      title: await main.getByRole('heading', { level: 2, name: title }).boundingBox(),
      text: await main
        .getByRole('article', { name: title })
        .getByText('Ceasefire monitors')
        .boundingBox(),
    };
  };

  // Boards no other test posts to, one a width, so each test's post stays its board's newest.
  for (const { viewport, region } of [
    { viewport: { width: 375, height: 812 }, region: 'NorthAmerica' },
    { viewport: { width: 1280, height: 720 }, region: 'MiddleEast' },
  ] as const) {
    const BOARD = `/Conflict/${region}`;
    const FEED = `/api/posts?category=Conflict&region=${region}`;
    test(`paints a visitor's first post from the served HTML, where the app draws it, and holds it until then (${viewport.width} px)`, async ({
      browser,
      request,
    }) => {
      await signUpViaApi(request);
      const { title } = await createPostViaApi(request, {
        title: uniqueTitle('Served first'),
        postCategory: 'Conflict',
        region,
        content: CONTENT,
      });

      // The first paint, before the application's script has run: its scripts held back.
      const served = await browser.newContext({ viewport });
      // Visitors' board pages may be a second old (issue 12): both loads below wait for the post.
      await expect
        .poll(async () => {
          const response = await served.request.get(FEED);
          return ((await response.json()) as PostsPage).posts[0]?.title;
        })
        .toBe(title);
      const shell = await served.newPage();
      await shell.route('**/assets/*.js', (route) => route.abort());
      await shell.goto(BOARD);
      await expect(shell.locator('#shell')).toBeVisible();
      const regionName = region === 'NorthAmerica' ? 'North America' : 'Middle East';
      await expect(
        shell.getByRole('heading', { level: 1, name: `Conflict · ${regionName}` }),
      ).toBeVisible();
      await expect(shell.getByRole('article', { name: title })).toBeVisible();
      await expect(shell.getByRole('link', { name: regionName })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const painted = await boxes(shell, title);
      await expectNoAxeViolations(shell);
      await served.close();

      // The app draws its layout in place of the shell and holds the served card where its list
      // goes until its own cards are drawn: no spinner shows, nothing moves.
      const running = await browser.newContext({ viewport });
      const app = await running.newPage();
      const shifts = await recordLayoutShifts(app);
      const spinners = await recordSpinners(app);
      await app.goto(BOARD);
      await expect(app.locator('#shell')).toHaveCount(0);
      await expect(app.getByRole('button', { name: 'Like' }).first()).toBeVisible();
      expect(await boxes(app, title)).toEqual(painted);
      expect(await shifts()).toEqual([]);
      expect(await spinners()).toEqual([]);
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

test('Intl’s locale data is read in a worker, started by the page’s first script', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/Climate/Africa');
  const firstScript = page.locator('head script').first();
  await expect(firstScript).toHaveAttribute('src', /\/assets\/formatter-data-aside-[\w-]+\.js$/);
  await expect(firstScript).toHaveAttribute('async', '');
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  expect(workers).toEqual([expect.stringMatching(/\/assets\/formatter-data\.worker-[\w-]+\.js$/)]);
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

test('a page’s code starts with V8’s compile hint, its language’s catalog without', async ({
  request,
}) => {
  const html = await (await request.get('/Climate/Africa')).text();
  const scripts = [
    ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"[^>]*>/g),
  ];
  expect(scripts.length).toBeGreaterThan(5);
  for (const [tag, path] of scripts) {
    const firstLine = (await (await request.get(path ?? '')).text()).split('\n')[0];
    expect(firstLine === '//# allFunctionsCalledOnLoad', path).toBe(!tag.includes('data-locale='));
  }
});

/** A one-pixel PNG: an article's cover. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('what a page reads first', () => {
  /**
   * Opens `path` and counts the requests for each API read and script: the served page asked for
   * them already (preloads), and the app must take those answers, not ask a second time.
   */
  const requestsOpening = async (page: Page, path: string) => {
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const key = url.pathname + url.search;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    await page.goto(path);
    return counts;
  };

  test('a board: its code, the session and its first page, each asked for once', async ({
    page,
  }) => {
    const counts = await requestsOpening(page, '/Climate/Africa');
    await expect(page.getByRole('heading', { level: 1, name: 'Climate · Africa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect(counts.get('/api/session')).toBe(1);
    expect(counts.get('/api/posts?category=Climate&region=Africa')).toBe(1);
    const scripts = [...counts].filter(([key]) => key.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const [key, count] of scripts) expect(count, key).toBe(1);
  });

  test('the inspiration list: its code and the list, each asked for once', async ({ page }) => {
    const counts = await requestsOpening(page, '/inspiration');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Climate News' })).toBeVisible();
    expect(counts.get('/api/article')).toBe(1);
  });

  test('the shop: its products and the first one’s picture, each asked for once', async ({
    page,
  }) => {
    const counts = await requestsOpening(page, '/shop');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('button', { name: /^Add .* to cart$/ })).toBeVisible();
    const picture = await first.locator('img').getAttribute('src');
    expect(counts.get('/api/products')).toBe(1);
    expect(counts.get(picture ?? '')).toBe(1);
  });

  test('an article: the article and its cover, each asked for once', async ({ page, request }) => {
    const article = await articleWithCover(request, { title: uniqueTitle('Preloaded') });
    expect(article.img.secure_url).toMatch(/^\/images\//);
    const counts = await requestsOpening(page, `/inspiration/${article._id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator('article img').first()).toHaveJSProperty('complete', true);
    expect(counts.get(`/api/article/${article._id}`)).toBe(1);
    expect(counts.get(article.img.secure_url)).toBe(1);
  });
});

test.describe('what a page loads', () => {
  /** Zod names its classes in strings (`$constructor("$ZodType", …)`), which minifying keeps. */
  const ZOD = '$ZodType';

  test('the admin desks load no Zod until a form is used', async ({ page }) => {
    await signInViaApi(page.request, E2E_ADMIN);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    const holdsZod = new Map<string, boolean>();
    /** The scripts loaded so far that hold Zod. */
    const withZod = async () => {
      for (const path of scripts) {
        if (holdsZod.has(path)) continue;
        holdsZod.set(path, (await (await page.request.get(path)).text()).includes(ZOD));
      }
      return [...holdsZod].filter(([, zod]) => zod).map(([path]) => path);
    };

    for (const [path, heading] of [
      ['/admin/products', 'Products'],
      ['/admin/quiz', 'Quiz questions'],
      ['/admin/reports', 'Reports'],
      ['/admin/reports/log', 'Moderation log'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await withZod(), path).toEqual([]);
    }

    // A form loads its schemas, and Zod with them, as it takes the focus.
    await page.goto('/admin/quiz');
    await page.getByRole('button', { name: 'Add question' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add question' });
    await dialog.getByLabel('Question', { exact: true }).click();
    await expect.poll(withZod).not.toEqual([]);
  });
});
