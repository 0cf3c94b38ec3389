import { randomBytes } from 'node:crypto';
import {
  DIGEST_LABELS,
  MAIL_LIMITS,
  MAIL_LINK_PATHS,
  MAIL_MESSAGES,
  USER_MESSAGES,
} from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { linkFrom, waitForMail } from './support/mail';
import { newMember, signUpViaApi } from './support/users';

const onPath = (path: string) => (url: URL) => url.pathname === path;
const PHONE = { width: 375, height: 740 };

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a new member confirms their address from the mail, and the banner goes away', async ({
  page,
}) => {
  // Sign-up, the mailed link and two axe checks: 15.5 s of the 30 in a CI run on a slow host
  // (30 Nov).
  test.slow();
  const member = newMember();
  await page.goto('/auth/signup');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(onPath('/welcome'));

  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(english(MAIL_MESSAGES.confirmBanner));
  await expect(
    banner.getByRole('button', { name: english(MAIL_MESSAGES.sendAgain) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await waitForMail(member.email, 'Confirm your email');
  expect(mail.html).toContain(MAIL_LINK_PATHS.confirm);
  await page.goto(linkFrom(mail, MAIL_LINK_PATHS.confirm));
  await expect(
    page.getByRole('status').filter({ hasText: english(MAIL_MESSAGES.emailConfirmed) }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The link is single-use; the session says so on every page from now on.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(english(MAIL_MESSAGES.invalidLink));
  await expect(page.getByText(english(MAIL_MESSAGES.alreadyConfirmed))).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('"Send again" mails a new link, and says so when asked too often', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  await page.goto('/');
  const sendAgain = page
    .getByRole('region', { name: 'Email confirmation' })
    .getByRole('button', { name: english(MAIL_MESSAGES.sendAgain) });
  await sendAgain.click();
  await expect(page.getByText(english(MAIL_MESSAGES.confirmationSent))).toBeVisible();
  await expect(sendAgain).toBeEnabled();
  // MAIL_LIMITS.resendPerHour links an hour; the next press is refused with the server's reason.
  for (let sent = 1; sent < MAIL_LIMITS.resendPerHour; sent += 1) {
    await sendAgain.click();
    await expect(sendAgain).toBeEnabled();
  }
  await sendAgain.click();
  await expect(page.getByText(/Too many requests, please try again/)).toBeVisible();
  await waitForMail(member.email, 'Confirm your email');
});

test('a forgotten password is reset from the mailed link; the old password stops working', async ({
  page,
  request,
}) => {
  test.slow();
  // Signed up elsewhere: the page is a visitor who lost their password.
  const member = await signUpViaApi(request);
  const newPassword = 'Renewed-Pass7';

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: english(MAIL_MESSAGES.forgotLink) }).click();
  await expect(page).toHaveURL(onPath('/auth/forgot'));
  await expect(page).toHaveTitle('Forgot password · One World');
  const email = page.getByLabel('Email');
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expectNoAxeViolations(page);
  await email.fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: english(MAIL_MESSAGES.forgotSent) }),
  ).toBeVisible();

  const mail = await waitForMail(member.email, 'Reset your password');
  // On a phone, as most people open their mail.
  await page.setViewportSize(PHONE);
  await page.goto(linkFrom(mail, MAIL_LINK_PATHS.reset));
  await expect(page).toHaveTitle('Reset your password · One World');
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Reset password' });

  await password.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(
    /Password must contain at least 1 capital letter/,
  );
  await password.fill(newPassword);
  await confirm.fill('Something-else1');
  await submit.click();
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
  await expectNoAxeViolations(page);

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page).toHaveURL(onPath('/auth/signin'));
  await expect(page.getByText(english(MAIL_MESSAGES.passwordReset))).toBeVisible();

  await fillSignIn(page, member.email, member.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    english(USER_MESSAGES.invalidCredentials),
  );
  await fillSignIn(page, member.email, newPassword);
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(onPath('/'));

  // The member is told by mail; the used link is dead and offers a new one.
  await waitForMail(member.email, 'Your password was changed');
  await page.goto(linkFrom(mail, MAIL_LINK_PATHS.reset));
  await password.fill('Another-Pass5');
  await confirm.fill('Another-Pass5');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(english(MAIL_MESSAGES.invalidLink));
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(onPath('/auth/forgot'));
});

test('a member chooses a weekly digest in the settings', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Email notifications' });
  await expect(section.getByRole('radio', { name: english(DIGEST_LABELS.none) })).toBeChecked();
  await section.getByRole('radio', { name: english(DIGEST_LABELS.weekly) }).check();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(english(MAIL_MESSAGES.mailSettingsSaved))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(section.getByRole('radio', { name: english(DIGEST_LABELS.weekly) })).toBeChecked();
});

test('a new address takes effect from the link mailed to it; the old one is told', async ({
  page,
}) => {
  test.slow();
  const member = await signUpViaApi(page.request);
  const newEmail = newMember().email;
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText(member.email);
  const field = section.getByLabel('New email address');
  await field.fill('not an address');
  await section.getByRole('button', { name: 'Change address' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Enter a valid email address');
  await field.fill(newEmail);
  await section.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByText(english(MAIL_MESSAGES.emailChangePending))).toBeVisible();
  await expect(section).toContainText(`Pending confirmation:${newEmail}`);
  await expectNoAxeViolations(page);

  await waitForMail(member.email, 'Your email address is being changed');
  const mail = await waitForMail(newEmail, 'Confirm your new email address');
  await page.goto(linkFrom(mail, MAIL_LINK_PATHS.confirm));
  await expect(
    page.getByRole('status').filter({ hasText: english(MAIL_MESSAGES.emailConfirmed) }),
  ).toBeVisible();
  await page.goto('/settings');
  await expect(section).toContainText(`Current address:${newEmail}`);
  await expect(section).not.toContainText('Pending confirmation');
});

test('the unsubscribe page acts only on the click, without signing in', async ({ page }) => {
  // A digest only goes out on the hourly run, so this run has no real link: an unknown token
  // gets the same answer as a real one (the endpoint reveals no member).
  await page.goto(`${MAIL_LINK_PATHS.unsubscribe}?token=${randomBytes(32).toString('base64url')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from notification emails',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: english(MAIL_MESSAGES.unsubscribed) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(MAIL_LINK_PATHS.unsubscribe);
  await expect(page.getByRole('alert')).toContainText(english(MAIL_MESSAGES.invalidLink));
});
