import { randomBytes } from 'node:crypto';
import {
  type CreateCommentResponse,
  type CreatePostResponse,
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
} from '@one-world/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { english } from './support/i18n';
import { documentWidth } from './support/layout';
import { signInViaApi, signUpViaApi } from './support/users';

const unique = (text: string) => `${text} ${randomBytes(4).toString('hex')}`;

const PHONE = { width: 375, height: 740 };

/**
 * A second browser, signed in as the seeded admin, on the moderation queue: reached through the
 * sidebar's Reports link on a desktop, by its address on a phone (where the sidebar is a drawer).
 */
async function adminOnQueue(browser: Browser, viewport?: typeof PHONE): Promise<Page> {
  const admin = await (await browser.newContext(viewport && { viewport })).newPage();
  await signInViaApi(admin.request, E2E_ADMIN);
  if (viewport) {
    await admin.goto('/admin/reports');
  } else {
    await admin.goto('/');
    await admin
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(admin).toHaveURL('/admin/reports');
  }
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  return admin;
}

test('a member reports a post, an admin removes it and the reporter sees the report resolved', async ({
  page,
  request,
  browser,
}) => {
  // Three screens in two browsers, each checked with axe: more than the default time.
  test.slow();
  const author = await signUpViaApi(request);
  const title = unique('Cheap watches');
  const created = await request.post('/api/posts', {
    data: { title, content: 'Buy watches at my site', postCategory: 'Poverty', region: 'Africa' },
  });
  expect(created.status()).toBe(200);
  const { post } = (await created.json()) as CreatePostResponse;
  // A post that stays, so the board is known to have loaded when the removed one is missing.
  const kept = unique('Village well');
  const keptPost = await request.post('/api/posts', {
    data: { title: kept, content: 'Water for all', postCategory: 'Poverty', region: 'Africa' },
  });
  expect(keptPost.status()).toBe(200);

  await signUpViaApi(page.request);
  await page.goto('/Poverty/Africa');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Report this post' })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/report' && url.searchParams.get('targetId') === post._id,
  );
  await expect(page.getByText(`Reporting the post “${title}”`)).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your reports' });
  await expect(yours.getByText(english(REPORT_MESSAGES.mineEmpty))).toBeVisible();
  const reportTitle = unique('Spam');
  await page.getByLabel('Title').fill(reportTitle);
  await page.getByLabel('Description').fill('An advert for watches, not a discussion.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: english(REPORT_MESSAGES.submitted) }),
  ).toBeVisible();
  const mine = yours.getByRole('article', { name: reportTitle });
  await expect(mine).toContainText('Open');
  await expectNoAxeViolations(page);

  // The same post again: refused in place.
  await page.getByLabel('Title').fill(reportTitle);
  await page.getByLabel('Description').fill('Still an advert.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: english(REPORT_MESSAGES.alreadyReported) }),
  ).toBeVisible();

  const admin = await adminOnQueue(browser);
  const queued = admin.getByRole('article', { name: reportTitle });
  await expect(queued).toContainText('Reported 1 time');
  await expect(queued.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/posts/${post._id}`,
  );
  await expect(queued.getByRole('link', { name: author.name })).toBeVisible();
  await expectNoAxeViolations(admin);

  await queued.getByRole('button', { name: /^Remove post/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove this post?' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(dialog.getByText('Reason must be at least 3 characters')).toBeVisible();
  await expectNoAxeViolations(admin);
  // Its own reason finds this removal's entry however many the log holds.
  const reason = unique('Advertising is not allowed');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(admin.getByText(english(MODERATION_MESSAGES.postRemoved))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(queued).toHaveCount(0);

  await admin.getByRole('link', { name: 'Moderation log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
  const entry = admin.getByRole('article').filter({ hasText: `Reason: ${reason}` });
  await expect(entry).toContainText('removed a post');
  await expect(entry.getByRole('link', { name: 'a post' })).toHaveAttribute(
    'href',
    `/posts/${post._id}`,
  );
  await expectNoAxeViolations(admin);

  await page.goto('/Poverty/Africa');
  await expect(page.getByRole('article', { name: kept })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.goto('/report');
  await expect(yours.getByRole('article', { name: reportTitle })).toContainText('Resolved');
});

test('an admin suspends a member: their session ends and sign-in says so', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const member = await signUpViaApi(page.request);
  await signUpViaApi(request);
  const reportTitle = unique('Fake account');
  const filed = await request.post('/api/reports', {
    data: {
      kind: 'user',
      targetId: member._id,
      title: reportTitle,
      description: 'Pretends to be a charity.',
    },
  });
  expect(filed.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const admin = await adminOnQueue(browser);
  const queued = admin.getByRole('article', { name: reportTitle });
  await expect(queued.getByRole('link', { name: member.name })).toBeVisible();
  await queued.getByRole('button', { name: /^Suspend member/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${member.name}?` });
  await dialog.getByLabel('For how long?').selectOption({ label: '30 days' });
  const reason = unique('Fake charity account');
  await dialog.getByLabel('Reason').fill(reason);
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Suspend member' }).click();
  await expect(admin.getByText(english(MODERATION_MESSAGES.suspended))).toBeVisible();
  await expect(queued).toHaveCount(0);

  // The member's next navigation finds no session.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page
      .locator('form')
      .getByRole('alert')
      .filter({ hasText: /^Your account is suspended until / }),
  ).toBeVisible();

  await admin.goto('/admin/reports/log');
  await expect(admin.getByRole('article').filter({ hasText: `Reason: ${reason}` })).toContainText(
    'suspended a member until',
  );
});

/** Files a report through the API as the member signed in on `page`; answers the report's title. */
async function fileReport(page: Page, kind: 'post' | 'comment', targetId: string) {
  const title = unique(`Off-topic ${kind}`);
  const response = await page.request.post('/api/reports', {
    data: { kind, targetId, title, description: 'Not about the topic.' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return title;
}

test('on a phone, an admin removes a reported comment and dismisses a report', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  await signUpViaApi(request);
  const postTitle = unique('Rain gardens');
  const created = await request.post('/api/posts', {
    data: { title: postTitle, content: 'Plant them', postCategory: 'Climate', region: 'Europe' },
  });
  expect(created.status()).toBe(200);
  const { post } = (await created.json()) as CreatePostResponse;
  const commented = await request.post(`/api/comments/${post._id}`, {
    data: { commentContent: 'Visit my shop for cheap seeds' },
  });
  expect(commented.status()).toBe(200);
  const { comment } = (await commented.json()) as CreateCommentResponse;

  await page.setViewportSize(PHONE);
  await signUpViaApi(page.request);
  const commentReport = await fileReport(page, 'comment', comment._id);
  const postReport = await fileReport(page, 'post', post._id);

  const admin = await adminOnQueue(browser, PHONE);
  const queued = admin.getByRole('article', { name: commentReport });
  await expect(queued).toContainText('Visit my shop for cheap seeds');
  await expect(queued.getByRole('link', { name: `“${postTitle}”` })).toHaveAttribute(
    'href',
    `/posts/${post._id}`,
  );
  // Nothing is wider than the phone.
  expect(await documentWidth(admin)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(admin);

  await queued.getByRole('button', { name: /^Remove comment/ }).click();
  const remove = admin.getByRole('dialog', { name: 'Remove this comment?' });
  await remove.getByLabel('Reason').fill('Advertising');
  await remove.getByRole('button', { name: 'Remove comment' }).click();
  await expect(admin.getByText(english(MODERATION_MESSAGES.commentRemoved))).toBeVisible();
  await expect(queued).toHaveCount(0);

  const other = admin.getByRole('article', { name: postReport });
  await other.getByRole('button', { name: /^Dismiss/ }).click();
  const dismiss = admin.getByRole('dialog', { name: 'Dismiss this report?' });
  await expect(dismiss.getByLabel('Reason (optional)')).toBeFocused();
  await dismiss.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(admin.getByText(english(MODERATION_MESSAGES.dismissed))).toBeVisible();
  await expect(other).toHaveCount(0);

  await page.goto('/report');
  const yours = page.getByRole('region', { name: 'Your reports' });
  await expect(yours.getByRole('article', { name: commentReport })).toContainText('Resolved');
  await expect(yours.getByRole('article', { name: postReport })).toContainText('Dismissed');
  await expectNoAxeViolations(page);
});

test('members are told the moderation desk is for admins, and have no Reports link', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0);
});
