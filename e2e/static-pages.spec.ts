import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/env';
import { signUpViaApi } from './support/users';

// The last file of the run and the longest: its tests share nothing, so both workers take them
// instead of one worker finishing them alone (about 15 s of CI).
test.describe.configure({ mode: 'parallel' });

/**
 * Each static page has exactly one h1, with the given text, and a matching document title; and
 * no accessibility violation once it shows.
 */
async function expectPage(page: Page, heading: string | RegExp, title: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
  await expect(page).toHaveTitle(title);
  await expectNoAxeViolations(page);
}

test.describe('home', () => {
  test('shows the welcome heading, the fixed video entry and Community Updates', async ({
    page,
  }) => {
    await page.goto('/');
    await expectPage(page, 'Welcome to the Social Network for Change', 'Home · One World');
    await expect(page.getByText('One World. One Future.').first()).toBeVisible();
    await expect(page.getByText('Today We Start - Join the Global Movement')).toBeVisible();
    await expect(
      page.getByText(
        'Launching this year, join the social network that will change the world. Collaborate on pressing issues and enrich your knowledge of the world.',
      ),
    ).toBeVisible();

    const updates = page.getByRole('region', { name: 'Community Updates' });
    await expect(
      updates.getByText('Help our cause and donate so we can deliver features faster.'),
    ).toBeVisible();
    await expect(
      updates.getByText('Please fill out form to improve our features and give suggestions!'),
    ).toBeVisible();
    for (const name of ['Donate', 'Form']) {
      const link = updates.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('shows the topic shortcuts on small screens only, in spec order', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Topic shortcuts' });
    await expect(shortcuts).toBeVisible();
    const topics = ['Climate', 'Policy', 'Conflict', 'Inequality', 'Poverty'];
    await expect(shortcuts.getByRole('link')).toHaveText(topics);
    for (const topic of topics) {
      await expect(shortcuts.getByRole('link', { name: topic })).toHaveAttribute(
        'href',
        `/${topic}`,
      );
    }
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Topic shortcuts' })).toBeHidden();
  });
});

test('about lists the mission and five social links opening in a new tab', async ({ page }) => {
  await page.goto('/about');
  await expectPage(page, 'About Us', 'About Us · One World');
  const main = page.getByRole('main');
  await expect(
    main.getByText(/interconnected community for the crucial conversations/),
  ).toBeVisible();
  await expect(main.getByText(/turn plans into action/).first()).toBeVisible();
  for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'Twitter']) {
    const link = main.getByRole('link', { name: `One World on ${network} (opens in a new tab)` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('pricing shows the three membership plans with every perk', async ({ page }) => {
  await page.goto('/pricing');
  await expectPage(page, 'Membership plans', 'Membership plans · One World');
  const plans = {
    Basic: ['Free', 'Standard use', 'Shows ads', '2 weekly quizzes'],
    Warrior: [
      '$5',
      'per month',
      'Blue Star Verified',
      'No ads',
      '10% merch discount',
      '5 weekly quizzes',
      'Exclusive offers',
      'Early feature access',
    ],
    Legend: [
      '$10',
      'per month',
      'Gold Star Verified',
      'No ads',
      '20% merch discount',
      'Unlimited quizzes',
      'Exclusive offers',
      'Early access',
      'Bonus features',
    ],
  };
  const cards = page
    .getByRole('list', { name: 'Plans' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2 }),
    });
  await expect(cards).toHaveCount(3);
  for (const [name, texts] of Object.entries(plans)) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toHaveCount(1);
    for (const text of texts) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
  }
  const basic = cards.filter({ has: page.getByRole('heading', { name: 'Basic', exact: true }) });
  await expect(basic.getByRole('link')).toHaveAttribute('href', '/auth/signup');
});

test.describe('onboarding', () => {
  test('five steps end with a link that begins the journey at home', async ({ page }) => {
    await page.goto('/welcome');
    await expectPage(page, 'Welcome to One World', 'Welcome · One World');
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next step' });
    for (let step = 2; step <= 5; step += 1) {
      await next.click();
      await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
    }
    await expect(next).toHaveCount(0);
    const begin = page.getByRole('link', { name: 'Click here to begin Journey' });
    await expect(begin).toBeFocused();
    await expectNoAxeViolations(page);
    await begin.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to the Social Network for Change',
    );
  });

  test('works from the keyboard and Close goes home', async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('payment done links back home', async ({ page }) => {
  await page.goto('/checkout-success');
  await expectPage(page, 'Payment Done', 'Payment Done · One World');
  await page.getByRole('main').getByRole('link', { name: 'GO BACK' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the Code of Conduct covers reporting and bans, and links to the privacy policy', async ({
  page,
}) => {
  await page.goto('/codeconduct');
  await expectPage(page, 'Code of Conduct', 'Code of Conduct · One World');
  for (const ban of ['Hacking', 'Profiting without consent', 'Fake accounts']) {
    await expect(page.getByRole('heading', { name: ban })).toBeVisible();
  }
  await expect(page.getByText(/administrators/i).first()).toBeVisible();
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expectPage(page, 'Privacy Policy', 'Privacy Policy · One World');
});

test('the privacy policy names every cookie and local storage key', async ({ page }) => {
  await page.goto('/privacypolicy');
  const table = page.getByRole('table', { name: 'Data kept in your browser' });
  for (const key of ['ow_session', 'ow_lang', 'userInfo', 'cartItems', 'sidebar-expanded']) {
    await expect(table.getByRole('rowheader', { name: key })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the Asia hub links to the Asia board of every topic', async ({ page }) => {
  await page.goto('/asia');
  await expectPage(page, 'Asia/Oceania', 'Asia/Oceania · One World');
  const main = page.getByRole('main');
  for (const topic of ['Poverty', 'Climate', 'Conflict', 'Inequality']) {
    await expect(main.getByRole('link', { name: `${topic} in Asia/Oceania` })).toHaveAttribute(
      'href',
      `/${topic}/Asia`,
    );
  }
  // Under Policy the region is labelled plain "Asia" (SPEC §2).
  await expect(main.getByRole('link', { name: 'Policy in Asia' })).toHaveAttribute(
    'href',
    '/Policy/Asia',
  );
});

const OTHER_PAGES = [
  { path: '/mission', heading: 'Our Mission' },
  { path: '/joinglobal', heading: 'Global Family' },
  { path: '/commingsoon', heading: 'Coming Soon' },
  { path: '/forms/form-elements', heading: 'Form Elements' },
  { path: '/forms/form-layout', heading: 'Form Layout' },
] as const;

for (const { path, heading } of OTHER_PAGES) {
  test(`${path} shows its heading`, async ({ page }) => {
    await page.goto(path);
    await expectPage(page, heading, `${heading} · One World`);
  });
}

test('Global Family links to the plans and to sign-up', async ({ page }) => {
  await page.goto('/joinglobal');
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/pricing"]')).toBeVisible();
  await expect(main.locator('a[href="/auth/signup"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Coming Soon announces Start Your Own Branch and leads to a board', async ({ page }) => {
  await page.goto('/commingsoon');
  const main = page.getByRole('main');
  await expect(main.getByText('Start Your Own Branch', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Explore the boards' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/Climate');
  await expect(page.getByRole('heading', { level: 1, name: 'Climate' })).toBeVisible();
});

test('demo forms only show a note when submitted', async ({ page }) => {
  await page.goto('/forms/form-elements');
  const form = page.getByRole('region', { name: 'Text inputs' });
  await form.getByLabel('Full name').fill('Amina Yusuf');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText('This is a demo form');
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/forms\/form-elements$/);
});

test('an unknown path shows a friendly not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectPage(page, 'Page not found', 'Page not found · One World');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the protected routes ask visitors to sign in first', async ({ page }) => {
  for (const path of ['/profile', '/chats', '/addreview', '/userprofile/123']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/signin?${new URLSearchParams({ redirect: path })}`);
  }
  await signUpViaApi(page.request);
  await page.goto('/profile');
  await expectPage(page, 'My Profile', 'My Profile · One World');
});

test('the static pages read in the visitor’s language, Arabic right to left', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'ow_lang', value: 'ar', url: E2E_BASE_URL }]);
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectPage(page, 'من نحن', 'من نحن · One World');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'One World على Facebook (يُفتح في علامة تبويب جديدة)' }),
  ).toHaveAttribute('href', /facebook/);

  await page.goto('/privacypolicy');
  await expectPage(page, 'سياسة الخصوصية', 'سياسة الخصوصية · One World');
  const table = page.getByRole('table', { name: 'البيانات المحفوظة في متصفحك' });
  for (const key of ['ow_session', 'ow_lang', 'userInfo', 'cartItems', 'sidebar-expanded']) {
    await expect(table.getByRole('rowheader', { name: key })).toBeVisible();
  }

  await page.goto('/pricing');
  const legend = page
    .getByRole('list', { name: 'الخطط' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Legend', exact: true }) });
  await expect(legend.getByText(/^خصم \S*20\S* على منتجات المتجر$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
