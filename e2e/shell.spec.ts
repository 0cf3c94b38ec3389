import { CATEGORIES, REGIONS, regionLabel, TIMINGS } from '@one-world/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { boxOf, documentWidth } from './support/layout';
import { commentViaApi, createPostViaApi } from './support/posts';
import { signUpViaApi } from './support/users';

const SIDEBAR = [
  ['/mission', 'Our Mission'],
  ['/pricing', 'Join the Global Family'],
  ['/inspiration', 'Weekly inspiration'],
  ['/quiz', 'Quiz Yourself'],
  ['/commingsoon', 'Start Your Own Branch'],
  ['/shop', 'Shop'],
  ['/codeconduct', 'Code of Conduct'],
  ['/review', 'Review Our Site'],
  ['/about', 'About Us'],
] as const;

const sidebarToggle = (page: Page) =>
  page.getByRole('button', { name: /^(Expand|Collapse) sidebar$/ });

test.describe('desktop', () => {
  test('the sidebar lists the nine links in order', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link');
    await expect(links).toHaveText(SIDEBAR.map(([, label]) => label));
    for (const [index, [href]] of SIDEBAR.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the sidebar closes on Escape and on a click outside it', async ({ page }) => {
    await page.goto('/');
    const toggle = sidebarToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The top padding of the page area, clear of the expanded sidebar and of any link.
    await page.locator('main').click({ position: { x: 700, y: 4 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the expanded state is remembered across a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = sidebarToggle(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => localStorage.getItem('sidebar-expanded'))).toBe('true');

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Sidebar' }).getByText('Our Mission'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => localStorage.getItem('sidebar-expanded'))).toBe('false');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('each topic dropdown lists the six regions with their labels and paths', async ({
    page,
  }) => {
    await page.goto('/');
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    for (const category of CATEGORIES) {
      await expect(topics.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'href',
        `/${category}`,
      );
      const button = topics.getByRole('button', { name: `${category} regions` });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const links = menu.getByRole('link');
      await expect(links).toHaveText(
        REGIONS.map((region) => english(regionLabel(region, category))),
      );
      for (const [index, region] of REGIONS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `/${category}/${region}`);
      }
      await expect(menu.getByRole('link', { name: 'Asia', exact: true })).toHaveCount(
        category === 'Policy' ? 1 : 0,
      );
      // One open menu is enough for axe: they are all built alike.
      if (category === 'Policy') await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    }
  });

  test('dropdowns work from the keyboard and close on outside click and navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Climate regions' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Africa' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Asia/Oceania' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('contentinfo').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await page.getByRole('link', { name: 'Middle East' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Climate/MiddleEast');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('an open dropdown closes by itself after 30 seconds', async ({ page }) => {
    const start = new Date('2025-06-15T12:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/');
    // The app has drawn (the served header has no such button), and its preloader is gone: with
    // no preloader yet, the app might still be to draw it, and the paused clock would keep it.
    const button = page.getByRole('button', { name: 'Policy regions' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    // From here the clock stands still and only the test moves it, so the 30 seconds are counted
    // from the click exactly: a slow machine cannot eat into them. (A minute ahead is always
    // later than the page's clock, which ran in real time since the start.)
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(TIMINGS.dropdownAutoCloseMs - 1_000);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1_500);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // axe times its work with the page's timers, which a paused clock would hold forever.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test('the footer shows the company line and the privacy policy link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2024 One World');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    await expectNoAxeViolations(page);
  });

  test('signed out, the header offers Sign In and Sign Up', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    await expect(account.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    await expectNoAxeViolations(page);
  });

  test('signed in, the header shows Chats, Cart with its quantity, and My Profile', async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/chats');
    await expect(account.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const cart = account.getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveAccessibleName('Cart, 0 items in cart');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Another tab (or the shop) writes the cart: the badge follows the storage event.
    await page.evaluate(() => {
      localStorage.setItem(
        'cartItems',
        JSON.stringify([
          { _id: 'a', title: 'Tee', price: 20, cartQuantity: 2 },
          { _id: 'b', title: 'Mug', price: 10, cartQuantity: 1 },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    });
    await expect(cart).toHaveAccessibleName('Cart, 3 items in cart');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expectNoAxeViolations(page);

    await page.evaluate(() => localStorage.setItem('cartItems', '{not json'));
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 0 items in cart');
  });

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the preloader covers the first paint, then goes', async ({ page }) => {
    // The clock stands still from the start, so the 100 ms are counted by the test, not raced.
    // It runs in real time from the install to the pause: a loaded machine took over a second
    // there ("Cannot fast-forward to the past"), a minute it does not.
    const start = new Date('2025-06-15T12:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto('/');
    const preloader = page.getByTestId('preloader');
    await expect(preloader).toBeVisible();
    await expect(preloader).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(TIMINGS.preloaderMs);
    await expect(preloader).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    // axe times its work with the page's timers, which a paused clock would hold forever.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test('the sidebar toggle controls the sidebar links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebarToggle(page)).toHaveAttribute(
      'aria-controls',
      (await nav.getAttribute('id')) ?? 'missing id',
    );
    await expectNoAxeViolations(page);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    // The app's layout, drawn once the served page is shown, in place of the served shell.
    await expect(page.locator('#shell')).toHaveCount(0);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // Shown while focused: checked as seen.
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('a link focused on the served page keeps the focus when the app draws', async ({ page }) => {
    // The app's entry script held back until the reader has pressed Tab on the served shell.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#shell')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#shell header a[href="/"]').first()).toBeFocused();
    release();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'One World' })).toBeFocused();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a modal drawer opened from the header', async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Sidebar' });
    const hamburger = page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(nav).toBeHidden();
    // Unseen until the drawer first opens, its links are not drawn before (the page's first
    // render is shorter by a fifth).
    await expect(page.locator('#app-sidebar-nav a')).toHaveCount(0);
    await expect(hamburger).toHaveAccessibleName('Open menu');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveAttribute('aria-controls', 'app-sidebar-nav');
    await expectNoAxeViolations(page);

    await hamburger.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(nav).toHaveAttribute('id', 'app-sidebar-nav');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Close menu');
    const closeButton = drawer.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toBeFocused();
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR.map(([, label]) => label));
    await expectNoAxeViolations(page);

    // Focus stays inside while it is open: Tab and Shift+Tab wrap around.
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'One World' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'One World' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAccessibleName('Open menu');

    await hamburger.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await closeButton.click();
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(nav).toBeHidden();
  });

  test('a press on the backdrop closes the drawer even before its effects have run', async ({
    page,
  }) => {
    await page.goto('/');
    const hamburger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    // The press comes in the same task as the drawer's first drawing, before the task in which
    // effects run (a CI run's press at the backdrop came there and was lost): the outside-press
    // listener is in place from the drawing itself (useDismiss).
    const pressed = await page.evaluate(async () => {
      document
        .querySelector<HTMLButtonElement>('header [aria-controls="app-sidebar-nav"]')
        ?.click();
      for (let tick = 0; tick < 20; tick++) {
        await Promise.resolve();
        // The backdrop is drawn just before the drawer, while it is open.
        const backdrop = document.querySelector('[role="dialog"]')?.previousElementSibling;
        if (backdrop?.getAttribute('aria-hidden') === 'true') {
          backdrop.dispatchEvent(
            new PointerEvent('pointerdown', { bubbles: true, cancelable: true }),
          );
          return true;
        }
      }
      return false;
    });
    expect(pressed).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('the topics fold into a menu with every region', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Topics', exact: true });
    await expect(button).toBeVisible();
    // The desktop row of topic menus is not drawn on a phone.
    await expect(
      page.getByRole('button', { name: 'Climate regions', includeHidden: true }),
    ).toHaveCount(0);
    await button.click();
    const panel = page.locator('#mobile-topics');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Asia', exact: true })).toHaveAttribute(
      'href',
      '/Policy/Asia',
    );
    await expect(panel.getByRole('link', { name: 'Asia/Oceania' })).toHaveCount(4);
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'Climate', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Climate');
    await expect(panel).toBeHidden();
  });
});

test.describe('smallest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a member’s header fits 320 px: every link on screen, no sideways scrolling', async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'cartItems',
        JSON.stringify([{ _id: 'a', title: 'Tee', price: 20, cartQuantity: 12 }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    });
    const account = page.getByRole('navigation', { name: 'Account' });
    const cart = account.getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 12 items in cart');
    expect(await documentWidth(page)).toBeLessThanOrEqual(320);
    const links = [
      page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
      page.getByRole('banner').getByRole('button', { name: 'Topics' }),
      ...(await account.getByRole('link').all()),
    ];
    for (const link of links) {
      const box = await boxOf(link);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
    }
    const [badge, cartBox] = await Promise.all([
      boxOf(page.getByTestId('cart-badge')),
      boxOf(cart),
    ]);
    expect(badge.right).toBeLessThanOrEqual(cartBox.right);
    await expectNoAxeViolations(page);
  });

  test('an 80-letter name, a title of one word and a long link wrap instead of widening the page', async ({
    page,
  }) => {
    const longName = `Maximilian${'a'.repeat(70)}`;
    const author = await signUpViaApi(page.request, { name: longName });
    const title = `Title${'z'.repeat(90)}`;
    const post = await createPostViaApi(page.request, {
      title,
      postCategory: 'Policy',
      region: 'Asia',
      content: `Read https://example.org/${'averylongpathsegment'.repeat(8)} first`,
    });
    await commentViaApi(page.request, post._id, `Agreed ${'y'.repeat(120)}`);

    await page.goto(`/posts/${post._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: longName }).first()).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(320);

    await page.goto(`/userprofile/${author._id}`);
    await expect(page.getByRole('heading', { name: longName })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});
