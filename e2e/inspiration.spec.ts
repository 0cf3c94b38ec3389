import { randomUUID } from 'node:crypto';
import { ARTICLE_MESSAGES, FIXED_VIDEO_ENTRY } from '@one-world/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createArticleViaApi, uniqueTitle } from './support/articles';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { english } from './support/i18n';
import { boxOf, documentWidth } from './support/layout';
import { signInViaApi } from './support/users';

// Far ahead of the demo articles and of anything dated now, so this file's articles head the
// list whatever else the run has written; a fixed noon keeps the printed day in any time zone.
const FUTURE_NOON = '2098-03-12T12:00:00.000Z';

/** The card of the article with this title (each card is an article named by its title). */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name });

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured' });
/** The slide in view: the others are inert, out of reach of the keyboard and screen readers. */
const slideInView = (region: Locator) => region.locator('[role="group"]:not([inert])');

test('the filters change the list, their highlight and the address; a second press clears', async ({
  page,
  request,
}) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  await signInViaApi(request, E2E_ADMIN);
  const science = await createArticleViaApi(request, {
    title: uniqueTitle('Ocean sensors'),
    category: 'Science News',
    publishDate: FUTURE_NOON,
  });
  const howTo = await createArticleViaApi(request, {
    title: uniqueTitle('Start a compost heap'),
    category: 'How-Tos',
    publishDate: FUTURE_NOON,
  });

  await page.goto('/inspiration');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly inspiration' })).toBeVisible();
  await expect(card(page, science.title)).toBeVisible();
  await expect(card(page, howTo.title)).toBeVisible();
  for (const name of ['How-Tos', 'Editorials', 'Climate News', 'Science News']) {
    await expect(filterButton(page, name)).toHaveAttribute('aria-pressed', 'false');
  }
  await expectNoAxeViolations(page);

  await filterButton(page, 'Science News').click();
  await expect(filterButton(page, 'Science News')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/inspiration\?filter=science$/);
  await expect(card(page, science.title)).toBeVisible();
  await expect(card(page, howTo.title)).toHaveCount(0);

  // The filter survives a reload: it lives in the address.
  await page.reload();
  await expect(filterButton(page, 'Science News')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, science.title)).toBeVisible();
  await expect(card(page, howTo.title)).toHaveCount(0);

  // Every button highlights, not only Science News.
  await filterButton(page, 'How-Tos').click();
  await expect(filterButton(page, 'How-Tos')).toHaveAttribute('aria-pressed', 'true');
  await expect(filterButton(page, 'Science News')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/inspiration\?filter=How-Tos$/);
  await expect(card(page, howTo.title)).toBeVisible();
  await expect(card(page, science.title)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await filterButton(page, 'How-Tos').click();
  await expect(filterButton(page, 'How-Tos')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/inspiration$/);
  await expect(card(page, science.title)).toBeVisible();
  await expect(card(page, howTo.title)).toBeVisible();
});

test('a card shows its date and opens its article; a video card opens its video in a new tab', async ({
  page,
  request,
}) => {
  await signInViaApi(request, E2E_ADMIN);
  const article = await createArticleViaApi(request, {
    title: uniqueTitle('Rain gardens'),
    desc: 'How a street keeps its rain.',
    content: '<h2>Why it matters</h2><p>Rain gardens soak up the storm.</p>',
    category: 'Climate News',
    publishDate: FUTURE_NOON,
  });
  const video = await createArticleViaApi(request, {
    title: uniqueTitle('Solar cooking'),
    type: 'video',
    mediaUrl: 'https://video.example.org/solar-cooking',
    category: 'How-Tos',
    publishDate: FUTURE_NOON,
  });

  await page.goto('/inspiration');
  await expect(card(page, article.title)).toContainText('12 March 2098');
  const videoLink = card(page, video.title).getByRole('link');
  await expect(videoLink).toHaveAttribute('href', 'https://video.example.org/solar-cooking');
  await expect(videoLink).toHaveAttribute('target', '_blank');
  await expect(videoLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(videoLink).toHaveAccessibleName(`${video.title} (opens in a new tab)`);

  await card(page, article.title).getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/inspiration/${article._id}`);
  const heading = page.getByRole('heading', { level: 1, name: article.title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${article.title} · One World`);
  await expect(page.getByText('How a street keeps its rain.')).toBeVisible();
  await expect(page.getByText(english(ARTICLE_MESSAGES.publishedOn))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
  await expect(page.getByText('Rain gardens soak up the storm.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Weekly inspiration' }).click();
  await expect(page).toHaveURL('/inspiration');
});

test('an unknown article says it is not found and leads back to the list', async ({ page }) => {
  await page.goto(`/inspiration/${randomUUID()}`);
  await expect(
    page.getByRole('heading', { level: 1, name: english(ARTICLE_MESSAGES.notFound) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Weekly inspiration' }).click();
  await expect(page).toHaveURL('/inspiration');
});

test('the list says when nothing is found and offers Retry when loading fails', async ({
  page,
}) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  const list = (url: URL) => url.pathname === '/api/article';
  await page.route(list, (route) => route.fulfill({ json: { articles: [], nextCursor: null } }));
  await page.goto('/inspiration?filter=editorials');
  await expect(
    page
      .getByRole('region', { name: 'Editorials articles' })
      .getByText(english(ARTICLE_MESSAGES.empty)),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: english(ARTICLE_MESSAGES.empty) }),
  ).toBeAttached();
  await expectNoAxeViolations(page);

  await page.unroute(list);
  await page.route(list, (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Something went wrong');
  await expectNoAxeViolations(page);

  await page.unroute(list);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('the home carousel starts with the video entry, turns by itself, and Pause stops it', async ({
  page,
}) => {
  // It waits on the autoplay clock and runs axe: more than the default time on a busy machine.
  test.slow();
  await page.goto('/');
  const region = carousel(page);
  // The carousel is fed by the article list: on a loaded machine it can take longer than one
  // default expect timeout to arrive.
  await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  const first = region.getByRole('group', { name: /^1 of \d$/ });
  await expect(first).toContainText(FIXED_VIDEO_ENTRY.title);
  await expect(first).toContainText(FIXED_VIDEO_ENTRY.desc);
  await expect(first.getByRole('link', { name: 'Join the movement' })).toHaveAttribute(
    'href',
    '/welcome',
  );
  // The demo articles fill the other four places.
  await expect(region.getByRole('group', { name: '5 of 5' })).toBeAttached();

  const active = slideInView(region);
  await expect(active).not.toHaveAttribute('aria-label', '1 of 5', { timeout: 5_000 });

  await region.getByRole('button', { name: /^Pause/ }).click();
  const play = region.getByRole('button', { name: /^Play/ });
  await expect(play).toBeVisible();
  await page.waitForTimeout(500);
  const stoppedAt = await active.getAttribute('aria-label');
  await page.waitForTimeout(2_500);
  await expect(active).toHaveAttribute('aria-label', stoppedAt ?? '');
  await expectNoAxeViolations(page);

  // The arrows still turn it by hand.
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).not.toHaveAttribute('aria-label', stoppedAt ?? '');

  await play.click();
  const resumedAt = await active.getAttribute('aria-label');
  await expect(active).not.toHaveAttribute('aria-label', resumedAt ?? '', { timeout: 5_000 });
});

test('on a phone the carousel fits the screen and turns by hand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const region = carousel(page);
  await expect(region.getByRole('group', { name: '5 of 5' })).toBeAttached();
  await region.getByRole('button', { name: /^Pause/ }).click();
  // The slides are as wide as their container: nothing may push the page wider than the phone.
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  const active = slideInView(region);
  const before = (await active.getAttribute('aria-label')) ?? '';
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).not.toHaveAttribute('aria-label', before);
  await expectNoAxeViolations(page);
});

test('on a touch screen a swipe turns the carousel either way, and says where it is', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  const region = carousel(page);
  await expect(region.getByRole('group', { name: '5 of 5' })).toBeAttached();
  await region.getByRole('button', { name: /^Pause/ }).click();
  const active = slideInView(region);
  await expect(active).toHaveAttribute('aria-label', '1 of 5');

  // A finger drawn across the slide, through the browser's own touch input.
  const touch = await context.newCDPSession(page);
  // The window the slides turn in (the track's parent): it holds still while they move.
  const stage = region.locator('[role="group"]').first().locator('xpath=../..');
  await stage.scrollIntoViewIfNeeded();
  const swipe = async (fromShare: number, toShare: number) => {
    const box = await boxOf(stage);
    const y = box.y + box.height / 2;
    const at = (share: number) => [{ x: box.x + box.width * share, y }];
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: at(fromShare),
    });
    for (const share of [0.6, 0.4]) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(fromShare + (toShare - fromShare) * share),
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  await swipe(0.8, 0.2);
  await expect(active).toHaveAttribute('aria-label', '2 of 5');
  await expect(region.locator('[aria-live="polite"]')).toHaveText('2 of 5');
  await swipe(0.2, 0.8);
  await expect(active).toHaveAttribute('aria-label', '1 of 5');
  // Back from the first slide goes round to the last.
  await swipe(0.2, 0.8);
  await expect(active).toHaveAttribute('aria-label', '5 of 5');
  await expect(page).toHaveURL('/');
  await context.close();
});

test('with reduced motion the carousel holds still until Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const region = carousel(page);
  await expect(region.getByRole('group', { name: '5 of 5' })).toBeAttached();
  await expect(region.getByRole('button', { name: /^Play/ })).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(slideInView(region)).toHaveAttribute('aria-label', '1 of 5');
});

test('script in an article runs nothing on its page', async ({ page, request }) => {
  await signInViaApi(request, E2E_ADMIN);
  const article = await createArticleViaApi(request, {
    title: uniqueTitle('Harmless words'),
    content:
      '<p>Plain words stay.</p>' +
      '<img src=x onerror="window.__xss = true; alert(1)">' +
      '<script>window.__xss = true; alert(2)</script>' +
      '<a href="javascript:alert(3)" onclick="window.__xss = true">A link</a>',
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/inspiration/${article._id}`);
  await expect(page.getByText('Plain words stay.')).toBeVisible();
  const link = page.locator('.article-prose a', { hasText: 'A link' });
  await expect(link).toBeVisible();
  await link.click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as Window & { __xss?: boolean }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('.article-prose img[onerror], .article-prose script')).toHaveCount(0);
});

test('the served page of an article carries its Open Graph tags', async ({ page, request }) => {
  await signInViaApi(request, E2E_ADMIN);
  const article = await createArticleViaApi(request, {
    title: uniqueTitle('Shared link'),
    desc: 'A description for link previews.',
  });
  const response = await page.request.get(`/inspiration/${article._id}`);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain(`<meta property="og:title" content="${article.title}"`);
  expect(html).toContain(
    '<meta property="og:description" content="A description for link previews."',
  );
});
