import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpViaApi } from './support/users';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('the home page loads the web app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a member signed up through the API is signed in in the browser context', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  const response = await page.request.get('/api/session');
  expect(await response.json()).toMatchObject({ user: { _id: member._id, email: member.email } });
});

test('the production bundles do not point browsers at their source maps', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await (await request.get(src as string)).text();
    expect(script).not.toContain('sourceMappingURL');
  }
});
