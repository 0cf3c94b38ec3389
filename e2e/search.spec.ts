import { randomBytes } from 'node:crypto';
import {
  type Category,
  type CreatePostResponse,
  type Region,
  SEARCH_MESSAGES,
} from '@one-world/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { signUpViaApi } from './support/users';

/** A made-up word no other test writes: letters only, so it is one ordinary word to search. */
const distinctiveWord = () =>
  `quokka${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

/**
 * Publishes a post through the API as whoever `request` is signed in as, in English: left to
 * detection, a short text around a made-up word is now and then taken for another language and
 * stemmed as one, and an English reader's search for the word then misses it.
 */
async function createPostViaApi(
  request: APIRequestContext,
  post: { title: string; content: string; postCategory: Category; region: Region | null },
) {
  const response = await request.post('/api/posts', { data: { ...post, language: 'en' } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as CreatePostResponse).post;
}

const postsSection = (page: Page) => page.getByRole('region', { name: 'Posts' });
/** A found post (each hit is an article named by its title). */
const postHit = (page: Page, title: string) =>
  postsSection(page).getByRole('article', { name: title, exact: true });

test('a member finds a post by a word of its content from the header, highlighted, and narrows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpViaApi(page.request);
  const word = distinctiveWord();
  const climate = await createPostViaApi(page.request, {
    title: 'Wells that last',
    content: `We met a ${word} keeper who repairs village pumps every spring.`,
    postCategory: 'Climate',
    region: 'Africa',
  });
  const poverty = await createPostViaApi(page.request, {
    title: 'Market day notes',
    content: `The ${word} stall sold out before noon.`,
    postCategory: 'Poverty',
    region: 'Asia',
  });

  await page.goto('/');
  const headerBox = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
  await headerBox.fill(word);
  await headerBox.press('Enter');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('q') === word,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue(word);
  const found = postHit(page, climate.title);
  await expect(found).toBeVisible();
  await expect(found.locator('mark')).toHaveText(word);
  await expect(postHit(page, poverty.title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Articles' })).toContainText(
    english(SEARCH_MESSAGES.noArticles),
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Topic', { exact: true }).selectOption('Climate');
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'Climate');
  await expect(postHit(page, poverty.title)).toBeHidden();
  await expect(postHit(page, climate.title)).toBeVisible();

  await page.getByLabel('Region', { exact: true }).selectOption('Asia');
  await expect(page.getByText(english(SEARCH_MESSAGES.noResults))).toBeVisible();

  // The address is the state: Back returns to the earlier searches.
  await page.goBack();
  await expect(page.getByLabel('Region', { exact: true })).toHaveValue('');
  await expect(postHit(page, climate.title)).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('');
  await expect(postHit(page, poverty.title)).toBeVisible();
});

test('on a phone the header links to the search page, which prompts and finds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const author = await signUpViaApi(page.request);
  const word = distinctiveWord();
  await createPostViaApi(page.request, {
    title: 'Seed library opens',
    content: `Bring a ${word} cutting to swap.`,
    postCategory: 'Poverty',
    region: null,
  });
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect(page.getByText(english(SEARCH_MESSAGES.prompt))).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByRole('searchbox', { name: 'Search words' });
  await field.fill(`${word} ${author.name}`);
  await field.press('Enter');
  await expect(page.getByText(english(SEARCH_MESSAGES.noResults))).toBeVisible();

  await field.fill(word);
  await field.press('Enter');
  const found = postHit(page, 'Seed library opens');
  await expect(found.locator('mark')).toHaveText(word);
  await expect(page.getByRole('region', { name: 'Members' })).toContainText(
    english(SEARCH_MESSAGES.noMembers),
  );
  await expectNoAxeViolations(page);
});

test('"Load more" continues one section where its first hits end', async ({ page }) => {
  await signUpViaApi(page.request);
  const word = distinctiveWord();
  const titles = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'].map(
    (nth) => `The ${nth} ${word} note`,
  );
  for (const title of titles) {
    await createPostViaApi(page.request, {
      title,
      content: 'Written for the search paging test.',
      postCategory: 'Policy',
      region: null,
    });
  }

  await page.goto(`/search?q=${word}`);
  const hits = postsSection(page).getByRole('article');
  await expect(hits).toHaveCount(5);
  await postsSection(page).getByRole('button', { name: 'Load more posts' }).click();
  await expect(hits).toHaveCount(titles.length);
  await expect(postsSection(page).getByRole('button', { name: 'Load more posts' })).toBeHidden();
  for (const title of titles) await expect(postHit(page, title)).toBeVisible();
  await expectNoAxeViolations(page);
});
