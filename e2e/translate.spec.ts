import { randomBytes } from 'node:crypto';
import type {
  ContentLanguage,
  Conversation,
  CreatePostResponse,
  Message,
  Post,
} from '@one-world/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createArticleViaApi, uniqueTitle } from './support/articles';
import { expectNoAxeViolations } from './support/axe';
import { memberWithOwnBrowser } from './support/browser-member';
import { E2E_ADMIN, E2E_BASE_URL } from './support/env';
import { commentViaApi } from './support/posts';
import { signInViaApi, signUpViaApi } from './support/users';

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** Publishes a Poverty post in the language its author chose, through `POST /api/posts`. */
async function createPostViaApi(
  request: APIRequestContext,
  post: { title: string; content: string; language: ContentLanguage },
): Promise<Post> {
  const response = await request.post('/api/posts', {
    data: { ...post, postCategory: 'Poverty', region: null },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as CreatePostResponse).post;
}

// The e2e server's fake LibreTranslate answers every text as `[source→target] text`
// (scripts/e2e-server.mjs).
const fakeTranslation = (text: string) => `[es→en] ${text}`;

test('an English reader translates a Spanish post and goes back to the original', async ({
  page,
  browser,
}) => {
  const author = await browser.newContext();
  await signUpViaApi(author.request);
  const title = unique('Agua limpia para cada pueblo');
  const content = 'Necesitamos pozos que duren muchos años.';
  const post = await createPostViaApi(author.request, {
    title,
    content,
    language: 'es',
  });
  await commentViaApi(author.request, post._id, 'Gracias por compartir esta idea');
  await author.close();

  await signUpViaApi(page.request);
  await page.goto(`/posts/${post._id}`);
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await expect(card.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const translate = card.getByRole('button', { name: 'Translate', exact: true }).first();
  await expect(translate).toBeVisible();
  await translate.focus();
  await page.keyboard.press('Enter');

  await expect(card.getByRole('heading', { level: 1, name: fakeTranslation(title) })).toBeVisible();
  await expect(card.getByText(fakeTranslation(content))).toBeVisible();
  // The label on screen (the polite status below says the same to screen readers).
  await expect(card.getByText('Translated from Spanish', { exact: true }).first()).toBeVisible();
  // The same button, so keyboard focus stays on it across the swap.
  const showOriginal = card.getByRole('button', { name: 'Show original' }).first();
  await expect(showOriginal).toBeFocused();
  await expect(card.getByRole('status').filter({ hasText: 'Translated from Spanish' })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);

  await showOriginal.click();
  await expect(card.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(card.getByText(content, { exact: true })).toBeVisible();
  await expect(card.getByText('Translated from Spanish')).toHaveCount(0);
  await expect(
    card.getByRole('status').filter({ hasText: 'Showing the original text' }),
  ).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Translate', exact: true }).first()).toBeFocused();

  // A comment in Spanish has its own control.
  const comments = page.getByRole('region', { name: /^Comments/ });
  const item = comments.getByRole('listitem').filter({ hasText: 'Gracias por compartir' });
  await item.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(item.getByText(fakeTranslation('Gracias por compartir esta idea'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('no Translate control for a post in the reader’s own language, nor for visitors', async ({
  page,
  browser,
}) => {
  const author = await browser.newContext();
  await signUpViaApi(author.request);
  const english = unique('Wells that last');
  const spanish = unique('Pozos que duran');
  const own = await createPostViaApi(author.request, {
    title: english,
    content: 'Maintenance funds matter most.',
    language: 'en',
  });
  const foreign = await createPostViaApi(author.request, {
    title: spanish,
    content: 'El mantenimiento es lo más importante.',
    language: 'es',
  });
  await author.close();

  // A visitor: translation is for members.
  await page.goto(`/posts/${foreign._id}`);
  await expect(page.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toHaveCount(0);

  await signUpViaApi(page.request);
  await page.goto(`/posts/${own._id}`);
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toHaveCount(0);
});

test('an article and a partner’s chat message in Spanish are translated in place', async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  await signInViaApi(admin.request, E2E_ADMIN);
  const title = uniqueTitle('Cocinas solares en el Sahel');
  const article = await createArticleViaApi(admin.request, {
    title,
    content: '<p>Las familias ahorran leña cada día.</p>',
    language: 'es',
  });
  await admin.close();

  const reader = await signUpViaApi(page.request);
  await page.goto(`/inspiration/${article._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fakeTranslation(title) })).toBeVisible();
  await expect(page.getByText('Translated from Spanish', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A partner writes in Spanish: the reader's bubble of it offers Translate; their own do not.
  const partner = await memberWithOwnBrowser(browser);
  const opened = await partner.context.request.post('/api/conversations', {
    data: { receiverId: reader._id },
  });
  expect([200, 201]).toContain(opened.status());
  const { _id: conversationId } = (await opened.json()) as Conversation;
  const sent = await partner.context.request.post('/api/messages', {
    data: { conversationId, text: '¿Nos vemos mañana en la reunión?', language: 'es' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  expect(((await sent.json()) as Message).language).toBe('es');
  await partner.context.close();

  await page.goto(`/chats/${conversationId}`);
  const log = page.getByRole('log');
  await expect(log.getByText('¿Nos vemos mañana en la reunión?')).toBeVisible();
  await log.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(log.getByText(fakeTranslation('¿Nos vemos mañana en la reunión?'))).toBeVisible();
  await expect(log.getByRole('button', { name: 'Show original' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an Arabic reader translates an English post, right to left, on a phone and a desktop', async ({
  browser,
}, testInfo) => {
  const author = await browser.newContext();
  await signUpViaApi(author.request);
  const title = unique('Solar pumps for village wells');
  const content = 'Each pump serves 400 families, and the village repairs it itself.';
  const post = await createPostViaApi(author.request, { title, content, language: 'en' });
  await author.close();

  // Signed up while reading in Arabic: Arabic is the member's interface language.
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'ar',
    extraHTTPHeaders: { 'accept-language': 'ar' },
  });
  await signUpViaApi(context.request);
  const page = await context.newPage();
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/posts/${post._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByRole('article').filter({ hasText: title }).first();
    await card.getByRole('button', { name: 'ترجمة', exact: true }).click();
    await expect(card.getByText(`[en→ar] ${content}`)).toBeVisible();
    await expect(card.getByText('مترجَم من الإنجليزية', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'عرض النص الأصلي' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`translated-ar-${viewport.width}.png`) });
  }
  await expectNoAxeViolations(page);
  await context.close();
});
