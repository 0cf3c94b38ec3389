import { randomBytes } from 'node:crypto';
import { COMPANY, POST_MESSAGES } from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { documentWidth } from './support/layout';
import { commentViaApi, createPostViaApi } from './support/posts';
import { signUpViaApi } from './support/users';

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** The post's own page has its title as the one level-1 heading. */
const postHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true });

test('a visitor opens a post from its time on the board and reads all its comments', async ({
  page,
  browser,
}) => {
  const author = await browser.newContext();
  await signUpViaApi(author.request);
  const title = unique('Microloans that work');
  const post = await createPostViaApi(author.request, {
    title,
    postCategory: 'Poverty',
    region: null,
  });
  // More comments than one page of the list (10), so the page has to load the rest.
  for (let n = 1; n <= 12; n++) await commentViaApi(author.request, post._id, `Reply ${n}`);
  await author.close();

  await page.goto('/Poverty');
  const card = page.getByRole('article', { name: title, exact: true });
  // The relative time links to the post; its name carries the title for screen readers.
  await card.getByRole('link', { name: `: ${title}` }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/posts/${post._id}`);
  await expect(postHeading(page, title)).toBeVisible();
  await expect(page).toHaveTitle(`${title} · ${COMPANY}`);
  await expect(page.getByRole('link', { name: 'Poverty board' })).toBeVisible();
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText('Reply 10', { exact: true })).toBeVisible();
  // Reaching the end of the list loads the next page by itself (Load more stays for keyboards).
  await page.keyboard.press('End');
  await expect(comments.getByText('Reply 12', { exact: true })).toBeVisible();
  await expect(comments.getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more comments' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Report this post' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the author edits the post and a comment in place and both show "edited"', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const title = unique('Wells for every village');
  const post = await createPostViaApi(page.request, {
    title,
    postCategory: 'Poverty',
    region: null,
  });
  await commentViaApi(page.request, post._id, 'First thought');

  // On a phone: the page and its forms fit 375 px without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/posts/${post._id}`);
  await expect(postHeading(page, title)).toBeVisible();
  await expect(page.getByText(english(POST_MESSAGES.edited))).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit post' }).click();
  const form = page.getByRole('form', { name: 'Edit post' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Title').fill('ab');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  const edited = unique('Wells that last');
  await form.getByLabel('Title').fill(edited);
  await form.getByLabel('Description').fill('Maintenance funds matter most.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(english(POST_MESSAGES.postUpdated))).toBeVisible();
  await expect(postHeading(page, edited)).toBeVisible();
  await expect(page.getByText('Maintenance funds matter most.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit post' })).toBeFocused();
  const article = page.getByRole('article', { name: edited, exact: true });
  await expect(article.getByText(english(POST_MESSAGES.edited)).first()).toBeVisible();

  const comments = page.getByRole('region', { name: /^Comments/ });
  await comments.getByRole('button', { name: 'Edit comment' }).click();
  const commentForm = page.getByRole('form', { name: 'Edit comment' });
  await commentForm.getByLabel('Comment').fill('Second thought');
  await commentForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(english(POST_MESSAGES.commentUpdated))).toBeVisible();
  const reply = comments.getByRole('listitem').filter({ hasText: 'Second thought' });
  await expect(reply.getByText(english(POST_MESSAGES.edited))).toBeVisible();
  await expect(comments.getByText('First thought')).toHaveCount(0);

  // The edits are the server's, not only this page's: a fresh load shows them.
  await page.reload();
  await expect(postHeading(page, edited)).toBeVisible();
  await expect(comments.getByText('Second thought')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a comment written while the form cannot load its checks is kept, said so, and sent later', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const title = unique('Rain gardens downtown');
  const post = await createPostViaApi(page.request, {
    title,
    postCategory: 'Climate',
    region: null,
  });

  // The forms' checks come with the first comment (a chunk of their own): the connection drops.
  const formChecks = '**/assets/form-schemas-*.js';
  await page.route(formChecks, (route) => route.abort('internetdisconnected'));
  await page.goto(`/posts/${post._id}`);
  await expect(postHeading(page, title)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await box.fill('Count me in for the planting');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Could not add the comment')).toBeVisible();
  await expect(box).toHaveValue('Count me in for the planting');
  await expectNoAxeViolations(page);

  // Back online, the same click sends it.
  await page.unroute(formChecks);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText(english(POST_MESSAGES.commentAdded))).toBeVisible();
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText('Count me in for the planting')).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a visitor sees "Post not found" for an unknown or malformed post address', async ({
  page,
}) => {
  await page.goto('/posts/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: english(POST_MESSAGES.postNotFound) }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${english(POST_MESSAGES.postNotFound)} · ${COMPANY}`);
  await expectNoAxeViolations(page);

  await page.goto('/posts/not-a-post');
  await expect(
    page.getByRole('heading', { level: 1, name: english(POST_MESSAGES.postNotFound) }),
  ).toBeVisible();
});
