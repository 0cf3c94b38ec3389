import { randomBytes } from 'node:crypto';
import { type CreatePostResponse, POST_MESSAGES, type Post } from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { signUpViaApi } from './support/users';

// Issue 17, the language of what members write: a post's language is detected when it is
// published (the author may choose it instead), and a board filtered to "my languages" shows
// posts in those languages and posts whose language is unknown.

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** The card of the post with this title (each card is an article named by its title). */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

const myLanguages = (page: Page) =>
  page.getByRole('button', { name: english('languages.myLanguages'), exact: true });

test('a Spanish post is marked es, and "My languages" = English hides it from the board', async ({
  page,
}) => {
  // Writes through the composer, then checks the board three ways (and runs axe).
  test.slow();
  const member = await signUpViaApi(page.request);
  // The default of "my languages": the interface language (English) and English.
  expect(member.contentLanguages).toEqual(['en']);

  // An English post on the same board, which the filter keeps.
  const englishTitle = unique('Rainwater tanks for the school');
  const englishPost = await page.request.post('/api/posts', {
    data: {
      title: englishTitle,
      content:
        'We installed two rainwater tanks so the children have water all through the dry season.',
      postCategory: 'Inequality',
      region: 'SouthAmerica',
    },
  });
  expect(englishPost.status(), await englishPost.text()).toBe(200);
  expect(((await englishPost.json()) as CreatePostResponse).post.language).toBe('en');

  // The member writes in Spanish and leaves the language to be detected.
  const spanishTitle = unique('Comedores populares en nuestro barrio');
  await page.goto('/createpost');
  await page.getByLabel(english('boards.title'), { exact: true }).fill(spanishTitle);
  await page.getByLabel(english('boards.topic'), { exact: true }).selectOption('Inequality');
  await page.getByLabel(english('boards.region'), { exact: true }).selectOption('SouthAmerica');
  await page
    .getByLabel(english('boards.description'), { exact: true })
    .fill(
      'Las vecinas del barrio organizan un comedor popular tres veces por semana y buscan voluntarios para cocinar.',
    );
  const language = page.getByLabel(english('languages.select.label'), { exact: true });
  await expect(language).toHaveValue('');
  await expect(language.locator('option:checked')).toHaveText(english('languages.select.detect'));
  const published = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/posts' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: english('boards.publish'), exact: true }).click();
  const created = ((await (await published).json()) as CreatePostResponse).post;
  expect(created.language).toBe('es');

  // Its board shows both posts without the filter…
  await page.goto('/Inequality/SouthAmerica');
  await expect(card(page, spanishTitle)).toBeVisible();
  await expect(card(page, englishTitle)).toBeVisible();

  // …and only the English one with "my languages" (English) on; the address remembers it.
  await expect(myLanguages(page)).toHaveAttribute('aria-pressed', 'false');
  await myLanguages(page).click();
  await expect(myLanguages(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]languages=en(&|$)/);
  await expect(card(page, englishTitle)).toBeVisible();
  await expect(card(page, spanishTitle)).toHaveCount(0);
  await expect(
    page.getByText(english('languages.filteredTo', { languages: 'English' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps the filter (it is in the address).
  await page.reload();
  await expect(card(page, englishTitle)).toBeVisible();
  await expect(card(page, spanishTitle)).toHaveCount(0);

  // Off again: every post is back.
  await myLanguages(page).click();
  await expect(page).not.toHaveURL(/languages=/);
  await expect(card(page, spanishTitle)).toBeVisible();
  await expect(card(page, englishTitle)).toBeVisible();
});

test('the author can correct a detected language when editing', async ({ page }) => {
  await signUpViaApi(page.request);
  const title = unique('Huertos escolares');
  const response = await page.request.post('/api/posts', {
    data: {
      title,
      content: 'Los alumnos cultivan verduras en el patio y las llevan al comedor de la escuela.',
      postCategory: 'Poverty',
      region: 'SouthAmerica',
    },
  });
  const post = ((await response.json()) as CreatePostResponse).post;
  expect(post.language).toBe('es');

  await page.goto(`/posts/${post._id}`);
  await card(page, title).getByRole('button', { name: 'Edit post' }).click();
  const form = page.getByRole('form', { name: 'Edit post' });
  const language = form.getByLabel(english('languages.select.label'), { exact: true });
  // The form shows the language the post has.
  await expect(language).toHaveValue('es');
  await language.selectOption('pt');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/posts/${post._id}`) && r.request().method() === 'PATCH',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect(((await (await saved).json()) as { post: Post }).post.language).toBe('pt');
  await expect(form).toHaveCount(0);
  await expect(page.getByText(english(POST_MESSAGES.postUpdated))).toBeVisible();
});
