import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/env';
import { textIn } from './support/i18n';
import { createPostViaApi } from './support/posts';
import { signUpViaApi } from './support/users';

/** Issue 17: the interface in five languages, right to left in Arabic. */

// Each test walks several screens and languages (and runs axe on them): give them room.
test.slow();

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

const picker = (page: Page) => page.locator('footer').getByRole('combobox');

/** Switches the interface language with the footer picker, which names each language in itself. */
async function chooseLanguage(page: Page, name: string) {
  await picker(page).selectOption({ label: name });
}

test.describe('a visitor whose browser asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('sees the site in French', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: textIn('fr', 'home.heading') }),
    ).toBeVisible();
    const account = page.getByRole('navigation', { name: textIn('fr', 'header.account') });
    await expect(account.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'S’inscrire' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Barre latérale' }).getByRole('link').first(),
    ).toHaveText('Notre mission');
    await expect(picker(page)).toHaveValue('fr');
    await expect(page).toHaveTitle('Accueil · One World');
    await expectNoAxeViolations(page);
  });
});

test.describe('switching to Arabic', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('mirrors the page without a reload, with the sidebar on the right and Arabic times', async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    const title = `Water for every village ${Date.now()}`;
    await createPostViaApi(page.request, { title, postCategory: 'Climate', region: null });

    await page.goto('/Climate');
    const card = page.locator('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });

    await chooseLanguage(page, 'العربية');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // The same document: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      1,
    );

    // The sidebar sits at the start edge, which is the right in Arabic.
    const sidebar = page.getByRole('navigation', { name: textIn('ar', 'sidebar.label') });
    await expect(sidebar).toBeVisible();
    const box = await page.locator('aside').boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? 0).toBeGreaterThan(1366 / 2);

    // The post's time reads in Arabic.
    const time = card.locator('time').first();
    await expect(time).toHaveText(ARABIC_LETTERS);
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.screenshot({ path: test.info().outputPath('rtl-board-1366.png') });
  });
});

test('a member’s language survives signing out and in again', async ({ page, context }) => {
  const member = await signUpViaApi(page.request);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/languages') && response.request().method() === 'PUT',
  );
  await chooseLanguage(page, 'Español');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();

  // Forget the browser's own copy of the choice: only the account remembers it now.
  await context.clearCookies({ name: 'ow_lang' });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
  await expect(picker(page)).toHaveValue('es');
  await expectNoAxeViolations(page);
});

test.describe('Arabic screenshots', () => {
  for (const width of [375, 1366]) {
    test(`the home page mirrored at ${width} px`, async ({ page, context }) => {
      await context.addCookies([{ name: 'ow_lang', value: 'ar', url: E2E_BASE_URL }]);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(
        page.getByRole('heading', { level: 1, name: textIn('ar', 'home.heading') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`rtl-${width}.png`) });
      if (width < 768) {
        // The drawer slides in from the right.
        await page.getByRole('button', { name: textIn('ar', 'header.openMenu') }).click();
        const drawer = page.getByRole('dialog', { name: textIn('ar', 'sidebar.menu') });
        await expect(drawer).toBeVisible();
        await expectNoAxeViolations(page);
        const box = await drawer.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(width, 0);
        await page.screenshot({ path: test.info().outputPath(`rtl-drawer-${width}.png`) });
      }
    });
  }
});
