import { randomBytes } from 'node:crypto';
import { type CreatePostResponse, REPORT_MESSAGES } from '@one-world/contract';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { signUpViaApi } from './support/users';

test('a member reports a post from its Report link', async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const title = `Suspicious offer ${randomBytes(4).toString('hex')}`;
  const created = await request.post('/api/posts', {
    data: { title, content: 'Send money here', postCategory: 'Poverty', region: 'Asia' },
  });
  expect(created.status()).toBe(200);
  const { post } = (await created.json()) as CreatePostResponse;

  await signUpViaApi(page.request);
  await page.goto('/Poverty/Asia');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Report this post' })
    .click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/report' && url.searchParams.get('targetId') === post._id,
  );
  const kind = page.getByLabel('What are you reporting?');
  await expect(kind).toHaveValue('post');
  await expect(kind.locator('option')).toHaveText(['Report Post', 'Report this User']);
  await expect(page.getByText(`Reporting the post “${title}”`)).toBeVisible();
  await expectNoAxeViolations(page);

  await kind.selectOption('user');
  await expect(page.getByText(`Reporting the user “${author.name}”`)).toBeVisible();
  await kind.selectOption('post');

  await page.getByLabel('Title').fill('Scam');
  await page.getByLabel('Description').fill('This post asks people to send money.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: english(REPORT_MESSAGES.submitted) }),
  ).toBeVisible();
  await expect(page.getByText(english(REPORT_MESSAGES.submitted))).toHaveCount(2);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('a report opened directly explains where reports start', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(page.getByText(/start from the Report link/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a visitor is asked to sign in before sending a report', async ({ page }) => {
  const targetId = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/report?kind=user&targetId=${targetId}`);
  await expect(page.getByLabel('What are you reporting?')).toHaveValue('user');
  // No member has that id: the form says so, and the server would refuse the report too.
  await expect(page.getByText(english(REPORT_MESSAGES.userNotFound))).toBeVisible();
  await page.getByLabel('Title').fill('Spam');
  await page.getByLabel('Description').fill('Sends spam.');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please sign in to send a report.');
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/auth/signin?redirect=${encodeURIComponent(`/report?kind=user&targetId=${targetId}`)}`,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue('Spam');
});

test('a report the server turns down for its target says so in an alert', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.route('**/api/reports', (route) =>
    route.fulfill({ status: 400, json: { message: 'targetId: This member cannot be reported' } }),
  );
  await page.goto('/report?kind=user&targetId=00000000-0000-4000-8000-000000000000');
  await page.getByLabel('Title').fill('Spam');
  await page.getByLabel('Description').fill('Sends spam.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This member cannot be reported' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
