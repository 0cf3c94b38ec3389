import { USER_MESSAGES } from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, TOASTER } from './support/axe';
import { english } from './support/i18n';
import { newMember, signUpViaApi } from './support/users';

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, log out from the sidebar, then sign in again', async ({ page }) => {
  const member = newMember();
  await page.goto('/auth/signup');
  await expect(page.getByLabel('Name')).toHaveAttribute('placeholder', 'Full name');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page).toHaveURL(onPath('/welcome'));
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('userInfo'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ name: member.name, email: member.email });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByText(english(USER_MESSAGES.loggedOut))).toBeVisible();
  // Home with the toast showing, held open under the pointer first (sonner pauses a hovered
  // toast): the page-wide check can outlast the toast's few seconds, and the toast's own colours
  // are checked after it.
  await page.locator('[data-sonner-toast]').first().hover();
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(page, { include: [TOASTER] });
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(onPath('/auth/signin'));
  await expect(page.getByLabel('Password')).toHaveAttribute(
    'placeholder',
    '6+ Characters, 1 Capital letter',
  );
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
});

test('the sign-in and sign-up screens link to each other', async ({ page }) => {
  await page.goto('/auth/signin');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: "Don't have any account? Sign Up" }).click();
  await expect(page).toHaveURL(onPath('/auth/signup'));
  await expect(page.getByLabel('Name')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveURL(onPath('/auth/signin'));
});

test('a wrong password shows the server message as a toast and inline', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await page.goto('/auth/signin');
  await fillSignIn(page, member.email, 'Wrong-password1');

  const inline = page.locator('form').getByRole('alert');
  await expect(inline).toHaveText(english(USER_MESSAGES.invalidCredentials));
  await expect(page.getByText(english(USER_MESSAGES.invalidCredentials))).toHaveCount(2);
  // The toast is for the eye: screen readers hear the inline alert only, not the text twice.
  const toast = page
    .locator('[data-sonner-toast]')
    .getByText(english(USER_MESSAGES.invalidCredentials));
  await expect(toast).toBeVisible();
  // Held open under the pointer at once (sonner pauses a hovered toast): the checks below, the
  // page-wide one above all, can outlast its few seconds on a slow machine.
  await toast.hover();
  await expect(toast).toHaveAttribute('aria-hidden', 'true');
  await expect(page).toHaveURL(onPath('/auth/signin'));
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  // The error state: the inline alert, then the error toast.
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(page, { include: [TOASTER] });
});

test('sign-up errors from the server land under the field they name', async ({ page, request }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Name').fill('Invalid Email');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(email).toBeFocused();
  // No alert shows this one, so the toast is what screen readers hear.
  await expect(page.getByText('email: Enter a valid email address')).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast] [aria-hidden="true"]', { hasText: 'email:' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  const taken = await signUpViaApi(request);
  await email.fill(taken.email);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(english(USER_MESSAGES.emailTaken));
  await expect(page).toHaveURL(onPath('/auth/signup'));
});

test('a signed-in member visiting the auth screens is sent home', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/auth/signin');
  await expect(page).toHaveURL(onPath('/'));
  await page.goto('/auth/signup');
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a protected page sends visitors to sign in and back afterwards', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await page.goto('/createpost');
  await expect(page).toHaveURL(onPath('/auth/signin'));
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(onPath('/createpost'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the redirect parameter never leaves the site', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await page.goto('/auth/signin?redirect=//example.com/phish');
  await fillSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(onPath('/'));
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('when the session cannot be read, guarded pages offer Retry instead of redirecting', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  let failing = true;
  await page.route('**/api/session', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.fallback(),
  );
  const problem = page.getByRole('alert').filter({
    hasText: 'We could not check whether you are signed in.',
  });

  await page.goto('/createpost');
  await expect(problem).toBeVisible();
  await expect(page).toHaveURL(onPath('/createpost'));
  // The header falls back to the visitor links meanwhile.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  await expect(page).toHaveURL(onPath('/createpost'));

  failing = true;
  await page.goto('/auth/signin');
  await expect(problem).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  failing = false;
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(onPath('/'));
});

test('a busy Sign In button keeps keyboard focus and ignores another press', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  // The request is held until the test has pressed again, however slow the machine is.
  let attempts = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/users/auth', async (route) => {
    attempts += 1;
    await released;
    await route.fallback();
  });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Password').press('Enter');
  // Not held longer than that: the app gives up on a request after 15 seconds.
  release();

  await expect(page).toHaveURL(onPath('/'));
  expect(attempts).toBe(1);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});
