import { readFile } from 'node:fs/promises';
import { ACCOUNT_EXPORT_FILE_NAME, type AccountExport, USER_MESSAGES } from '@one-world/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english, textIn } from './support/i18n';
import { signInViaApi, signUpViaApi } from './support/users';

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Signs in through the form in a fresh browser and answers the page it ends on. */
async function signInInNewBrowser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return page;
}

async function expectSignInRefused(page: Page) {
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    english(USER_MESSAGES.invalidCredentials),
  );
  await expect(page).toHaveURL(onPath('/auth/signin'));
}

test('the settings are reached from the profile and the sidebar', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(onPath('/settings'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(page).toHaveTitle('Account settings · One World');
  await expect(
    page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Account settings' }),
  ).toHaveAttribute('href', '/settings');
  await expectNoAxeViolations(page);
});

test('a member changes their password; the old one no longer signs in, other sessions end', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const member = await signUpViaApi(page.request);
  await signInViaApi(request, member);
  const newPassword = 'Changed-Pass9';

  await page.goto('/settings');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  // Checked before sending: the sign-up rule and the confirmation.
  await current.fill(member.password);
  await next.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(next).toBeFocused();
  await expect(page.getByText('Password must contain at least 1 capital letter')).toBeVisible();
  await next.fill(newPassword);
  await confirm.fill('Something-else1');
  await submit.click();
  await expect(confirm).toBeFocused();
  await expect(page.getByText('The new passwords do not match')).toBeVisible();

  // A wrong current password is refused by the server and said under the field.
  await current.fill('Not-my-password1');
  await confirm.fill(newPassword);
  await submit.click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription(english(USER_MESSAGES.wrongPassword));
  await expectNoAxeViolations(page);

  await current.fill(member.password);
  await submit.click();
  await expect(page.getByText(english(USER_MESSAGES.passwordChanged))).toBeVisible();
  await expect(current).toHaveValue('');

  // This session goes on; the other one was signed out.
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({
    user: { _id: member._id },
  });
  expect(await (await request.get('/api/session')).json()).toEqual({ user: null });

  await expectSignInRefused(await signInInNewBrowser(browser, member.email, member.password));
  const signedIn = await signInInNewBrowser(browser, member.email, newPassword);
  await expect(signedIn).toHaveURL(onPath('/'));
  await expect(signedIn.getByRole('link', { name: 'My Profile' })).toBeVisible();
});

test('Sign out everywhere ends every session and leads to sign-in', async ({ page, request }) => {
  // Settings, a dialog checked with axe, then sign-in: 18.4 s of the 30 in a CI run on a slow host
  // (30 Nov).
  test.slow();
  const member = await signUpViaApi(page.request);
  await signInViaApi(request, member);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

  await expect(page).toHaveURL(onPath('/auth/signin'));
  await expect(page.getByText(english(USER_MESSAGES.loggedOutEverywhere))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
  expect(await (await request.get('/api/session')).json()).toEqual({ user: null });
});

test('Download my data saves one-world-data.json with the member’s data', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  await page.goto('/settings');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(ACCOUNT_EXPORT_FILE_NAME);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as AccountExport;
  expect(data.profile).toMatchObject({ _id: member._id, email: member.email, name: member.name });
  expect(data).toHaveProperty('posts');
  expect(JSON.stringify(data)).not.toContain(member.password);
});

test('a member deletes their account and can no longer sign in', async ({ page, browser }) => {
  test.slow();
  const member = await signUpViaApi(page.request);
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Password');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  await password.fill('Not-my-password1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(english(USER_MESSAGES.wrongDeletePassword));
  await expect(password).toBeFocused();

  await password.fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByText(english(USER_MESSAGES.accountDeleted))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  await expectSignInRefused(await signInInNewBrowser(browser, member.email, member.password));
});

test('choosing Español in settings puts the page in Spanish, and the account remembers it', async ({
  page,
}) => {
  // Two languages, a reload and axe: 17.1 s of the 30 in a CI run on a slow host (30 Nov).
  test.slow();
  await signUpViaApi(page.request);
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  const section = page.getByRole('region', { name: 'Language', exact: true });
  // "My languages" starts at the default: the interface language and English.
  await expect(section.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(section.getByText(textIn('en', 'settings.myLanguagesDefault'))).toBeVisible();

  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/account/languages') && res.request().method() === 'PUT',
  );
  await section.getByRole('combobox').selectOption({ label: 'Español' });
  expect((await saved).status()).toBe(200);

  // The page changes in place.
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('es', 'settings.title'));
  const spanish = page.getByRole('region', { name: textIn('es', 'settings.languageTitle') });
  await expect(spanish.getByRole('checkbox', { name: 'español' })).toBeChecked();
  await expect(spanish.getByRole('checkbox', { name: 'inglés' })).toBeChecked();

  // "My languages" saved on the account too.
  await spanish.getByRole('checkbox', { name: 'portugués' }).check();
  await spanish.getByRole('button', { name: textIn('es', 'settings.saveLanguages') }).click();
  await expect(page.getByText(textIn('es', 'settings.languagesSaved'))).toBeVisible();

  // Without the browser's own record of the choice, the account still says Spanish.
  await page.context().clearCookies({ name: 'ow_lang' });
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('es', 'settings.title'));
  await expect(
    page
      .getByRole('region', { name: textIn('es', 'settings.languageTitle') })
      .getByRole('checkbox', { name: 'portugués' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
});
