import { deflateSync } from 'node:zlib';
import { ARTICLE_MESSAGES, IMAGE_MESSAGES } from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { createArticleViaApi, uniqueTitle } from './support/articles';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { english } from './support/i18n';
import { signInViaApi, signUpViaApi } from './support/users';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour (the server reads the bytes and re-encodes them with sharp). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

test('visitors are sent to sign in and members are told the desk is for admins', async ({
  page,
}) => {
  await page.goto('/admin/articles');
  await expect(page).toHaveURL('/auth/signin?redirect=%2Fadmin%2Farticles');

  await signUpViaApi(page.request);
  await page.goto('/admin/articles/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Articles' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin writes and publishes an article that reaches the list, its page and the carousel', async ({
  page,
}) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  await signInViaApi(page.request, E2E_ADMIN);
  const title = uniqueTitle('Trees for cooler streets');

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Articles' })
    .click();
  await expect(page).toHaveURL('/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page).toHaveURL('/admin/articles/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Shade, water and a street that breathes.');
  await field(page, 'Category').fill('Climate News');
  // Ahead of everything else the run writes, so it is the carousel's newest article.
  await field(page, 'Publish date').fill('2099-01-01T09:00');
  await field(page, 'Status').selectOption('published');
  await field(page, 'Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(32, 18, [24, 116, 76]),
  });
  await expect(page.getByRole('img', { name: 'The new cover' })).toBeVisible();

  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  await content.click();
  await expect(content).toBeFocused();
  await toolbarButton(page, 'Heading 2').click();
  // A press on the toolbar leaves focus in the text.
  await expect(content).toBeFocused();
  await page.keyboard.type('Why trees matter');
  await expect(toolbarButton(page, 'Heading 2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Planting trees cools our cities.');
  await expect(toolbarButton(page, 'Heading 2')).toHaveAttribute('aria-pressed', 'false');
  await toolbarButton(page, 'Bold').click();
  await expect(toolbarButton(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(' Start today.');
  await page.keyboard.press('Enter');

  // A picture in the text is uploaded on its own and inserted with its description.
  await toolbarButton(page, 'Insert image').click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'trees.png',
    mimeType: 'image/png',
    buffer: solidPng(24, 16, [60, 140, 90]),
  });
  await imageDialog.getByLabel('Description (alt text)').fill('A row of young street trees');
  await imageDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(imageDialog).toHaveCount(0);
  await expect(content.getByRole('img', { name: 'A row of young street trees' })).toHaveAttribute(
    'src',
    /^\/images\/.+\.webp$/,
  );

  const previewToggle = page.getByRole('button', { name: 'Preview' });
  await previewToggle.click();
  await expect(previewToggle).toHaveAttribute('aria-pressed', 'true');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Why trees matter' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Start today.');
  await expect(preview.getByText(english(ARTICLE_MESSAGES.publishedOn))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(english(ARTICLE_MESSAGES.created))).toBeVisible();
  await expect(page).toHaveURL('/admin/articles');
  const row = page.getByRole('article', { name: title });
  await expect(row).toContainText('Published');

  await page.goto('/inspiration');
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why trees matter' })).toBeVisible();
  await expect(page.getByText('Planting trees cools our cities.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A row of young street trees' })).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute(
    'src',
    /^\/images\/.+\.webp$/,
  );

  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Featured' })
      .getByRole('group', { name: /of 5$/ })
      .filter({ hasText: title }),
  ).toBeAttached();
});

test('the editor keeps what was typed when a save is refused and says why under the field', async ({
  page,
}) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  await signInViaApi(page.request, E2E_ADMIN);
  await page.goto('/admin/articles/new');

  await field(page, 'Title').fill('ab');
  await field(page, 'Description').fill('Kept after every refusal.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Description')).toHaveValue('Kept after every refusal.');
  await expectNoAxeViolations(page);

  await field(page, 'Type').selectOption('video');
  await field(page, 'Title').fill('A film about wells');
  await field(page, 'Category').fill('How-Tos');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A video needs its link')).toBeVisible();
  await expect(field(page, 'Media link')).toBeFocused();
  await field(page, 'Media link').fill('https://video.example.org/wells');

  await field(page, 'Cover image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText(english(IMAGE_MESSAGES.unsupportedType))).toBeVisible();
  await field(page, 'Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(8, 8, [200, 80, 20]),
  });
  await expect(page.getByText(english(IMAGE_MESSAGES.unsupportedType))).toHaveCount(0);

  // A refusal from the server that names a field lands under it, and nothing typed is lost.
  await page.route('**/api/article', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: 'title: That title is already taken' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByText('That title is already taken')).toBeVisible();
  await expect(page).toHaveURL('/admin/articles/new');
  await expect(field(page, 'Title')).toHaveValue('A film about wells');
  await expect(field(page, 'Description')).toHaveValue('Kept after every refusal.');
  await expect(field(page, 'Media link')).toHaveValue('https://video.example.org/wells');
  await expect(page.getByRole('img', { name: 'The new cover' })).toBeVisible();
});

test('an admin edits a draft and deletes it after confirming', async ({ page }) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  await signInViaApi(page.request, E2E_ADMIN);
  const draft = await createArticleViaApi(page.request, {
    title: uniqueTitle('Draft on seed banks'),
    status: 'draft',
    publishDate: '2099-06-01T12:00:00.000Z',
  });
  const renamed = uniqueTitle('Seed banks, explained');

  await page.goto('/admin/articles');
  const row = page.getByRole('article', { name: draft.title });
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(`/admin/articles/${draft._id}/edit`);
  await expect(field(page, 'Title')).toHaveValue(draft.title);
  await expect(page.getByRole('img', { name: 'The current cover' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await field(page, 'Title').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(english(ARTICLE_MESSAGES.updated))).toBeVisible();
  await expect(page).toHaveURL('/admin/articles');

  const renamedRow = page.getByRole('article', { name: renamed });
  await renamedRow.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
  await expect(dialog).toContainText(renamed);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(english(ARTICLE_MESSAGES.deleted))).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test('the editor links web and mail addresses only', async ({ page }) => {
  await signInViaApi(page.request, E2E_ADMIN);
  await page.goto('/admin/articles/new');
  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  await content.click();
  await page.keyboard.type('Read the report');
  await page.keyboard.press('Shift+Home');

  await toolbarButton(page, 'Add link').click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  const address = dialog.getByLabel('Address');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter a web address (https://…) or an email address',
  );
  await expectNoAxeViolations(page);

  await address.fill('example.org/report');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(content.getByRole('link', { name: 'Read the report' })).toHaveAttribute(
    'href',
    'https://example.org/report',
  );
  await expect(toolbarButton(page, 'Edit link')).toBeVisible();
});
