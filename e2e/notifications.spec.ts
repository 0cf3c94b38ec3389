import { randomBytes } from 'node:crypto';
import {
  type CreatePostResponse,
  NOTIFICATION_MESSAGES,
  UNREAD_COUNT_MAX,
} from '@one-world/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { memberWithOwnBrowser } from './support/browser-member';
import { E2E_BASE_URL } from './support/env';
import { english } from './support/i18n';
import { boxOf } from './support/layout';
import { commentViaApi } from './support/posts';
import { signUpViaApi } from './support/users';

const PHONE = { width: 375, height: 740 };

async function publishViaApi(request: APIRequestContext, title: string) {
  const response = await request.post('/api/posts', {
    data: { title, content: 'Posted by an end-to-end test.', postCategory: 'Climate' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as CreatePostResponse).post;
}

/** The header's bell, found as a reader finds it: the Account navigation's Notifications link. */
const bell = (page: Page) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });

/** A comment through the board's form, as the member would write it. */
async function commentOnBoard(page: Page, title: string, text: string) {
  await page.goto('/Climate');
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByLabel('Add a comment').fill(text);
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByLabel('Add a comment')).toHaveValue('');
}

test('a comment counts up the author’s bell without a reload, and opening it reads it', async ({
  browser,
}) => {
  test.slow();
  const ana = await memberWithOwnBrowser(browser);
  const ben = await memberWithOwnBrowser(browser, PHONE);
  const title = `Wells that last ${randomBytes(3).toString('hex')}`;
  const post = await publishViaApi(ana.context.request, title);

  // Ana has nothing yet.
  await ana.page.goto('/notifications');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(ana.page.getByText(english(NOTIFICATION_MESSAGES.empty))).toBeVisible();
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications');
  await expectNoAxeViolations(ana.page);

  // Ana waits on the home page; the same document must hear of Ben's comment.
  await ana.page.goto('/');
  await expect(bell(ana.page)).toBeVisible();
  await ana.page.evaluate(() => {
    (window as Window & { e2eMark?: boolean }).e2eMark = true;
  });
  await commentOnBoard(ben.page, title, 'Count me in');

  await expect(bell(ana.page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(ana.page).getByTestId('notifications-badge')).toHaveText('1');
  expect(await ana.page.evaluate(() => (window as Window & { e2eMark?: boolean }).e2eMark)).toBe(
    true,
  );

  // The bell opens the list: the sentence, unread, links to the post.
  await bell(ana.page).click();
  await expect(ana.page).toHaveURL(/\/notifications$/);
  const item = ana.page.getByRole('listitem').filter({ hasText: `commented on your post` });
  await expect(item).toContainText(`${ben.user.name} commented on your post “${title}”`);
  await expect(item).toContainText('Unread:');
  await expect(
    ana.page.getByRole('button', { name: english(NOTIFICATION_MESSAGES.markAllRead) }),
  ).toBeVisible();
  await expectNoAxeViolations(ana.page);

  await item.getByRole('link').click();
  await expect(ana.page).toHaveURL(new RegExp(`/posts/${post._id}$`));
  await expect(ana.page.getByRole('article', { name: title, exact: true })).toBeVisible();
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications');
  await expect(bell(ana.page).getByTestId('notifications-badge')).toBeHidden();

  await ana.context.close();
  await ben.context.close();
});

test('follows and likes read as sentences, and Mark all as read clears them', async ({
  browser,
}) => {
  const ana = await memberWithOwnBrowser(browser, PHONE);
  const ben = await memberWithOwnBrowser(browser);
  const cleo = await memberWithOwnBrowser(browser);
  const title = `Solar for schools ${randomBytes(3).toString('hex')}`;
  const post = await publishViaApi(ana.context.request, title);
  for (const liker of [ben, cleo]) {
    const liked = await liker.context.request.post(`/api/like/${post._id}`, {
      data: { liked: true },
    });
    expect(liked.status(), await liked.text()).toBe(200);
  }
  const followed = await ben.context.request.post(`/api/follow/${ana.user._id}`);
  expect(followed.status(), await followed.text()).toBe(200);

  await ana.page.goto('/notifications');
  const list = ana.page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`${ben.user.name} followed you`);
  await expect(list.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    `/userprofile/${ben.user._id}`,
  );
  await expect(list.getByRole('listitem').nth(1)).toContainText(
    `${cleo.user.name} and 1 other liked your post “${title}”`,
  );
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications, 2 unread');
  await expectNoAxeViolations(ana.page);

  await ana.page.getByRole('button', { name: english(NOTIFICATION_MESSAGES.markAllRead) }).click();
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications');
  await expect(list.getByText('Unread:')).toHaveCount(0);
  await expect(
    ana.page.getByRole('button', { name: english(NOTIFICATION_MESSAGES.markAllRead) }),
  ).toBeHidden();

  await ana.context.close();
  await ben.context.close();
  await cleo.context.close();
});

test('more than 99 unread notifications read as 99+ on the bell, in words for screen readers', async ({
  browser,
  playwright,
}, testInfo) => {
  // A hundred comments by four members: on a slow host (a third of the speed of a fast one) that
  // alone has taken 10 to 20 s of the default 30 s.
  test.slow();
  // On a phone, where the header is narrowest.
  const ana = await memberWithOwnBrowser(browser, PHONE);
  const post = await publishViaApi(
    ana.context.request,
    `Clean rivers ${randomBytes(3).toString('hex')}`,
  );
  // The server counts unread notifications up to UNREAD_COUNT_MAX. Each commenter stays within
  // the per-member write limit (30 a minute); the four comment side by side, one comment after
  // the other each. They only call the API: no browser page of their own.
  const commenters = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await signUpViaApi(request);
      return request;
    }),
  );
  await Promise.all(
    commenters.map(async (request, first) => {
      for (let index = first; index < UNREAD_COUNT_MAX; index += commenters.length) {
        await commentViaApi(request, post._id, `Count me in, ${index + 1}`);
      }
    }),
  );

  await ana.page.goto('/');
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications, more than 99 unread');
  const badge = bell(ana.page).getByTestId('notifications-badge');
  await expect(badge).toHaveText('99+');
  // The wide count stays on the bell's own link, clear of the cart beside it.
  const [badgeBox, bellBox, cartBox] = await Promise.all([
    boxOf(badge),
    boxOf(bell(ana.page)),
    boxOf(ana.page.getByRole('link', { name: /^Cart/ })),
  ]);
  expect(badgeBox.x).toBeGreaterThanOrEqual(bellBox.x);
  expect(badgeBox.right).toBeLessThanOrEqual(bellBox.right);
  expect(badgeBox.right).toBeLessThan(cartBox.x);
  await expectNoAxeViolations(ana.page);
  await ana.page.screenshot({ path: testInfo.outputPath('bell-99-plus-375.png') });

  await ana.page.goto('/notifications');
  await ana.page.getByRole('button', { name: english(NOTIFICATION_MESSAGES.markAllRead) }).click();
  await expect(bell(ana.page)).toHaveAccessibleName('Notifications');

  await ana.context.close();
  for (const request of commenters) await request.dispose();
});
