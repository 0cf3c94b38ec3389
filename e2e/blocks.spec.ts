import {
  BLOCK_MESSAGES,
  CHAT_MESSAGES,
  type Conversation,
  PROFILE_TEXTS,
} from '@one-world/contract';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { memberWithOwnBrowser } from './support/browser-member';
import { english } from './support/i18n';

const PHONE = { width: 375, height: 740 };

test('a member blocks another from their profile, who then cannot message them, and unblocks them in settings', async ({
  browser,
}, testInfo) => {
  test.slow();
  // A on a phone, B on a desktop.
  const a = await memberWithOwnBrowser(browser, PHONE);
  const b = await memberWithOwnBrowser(browser);

  // B wrote to A before the block: their conversation stays, but nothing more gets through.
  const opened = await b.context.request.post('/api/conversations', {
    data: { receiverId: a.user._id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const conversation = (await opened.json()) as Conversation;

  await test.step('A blocks B from B’s profile, after a dialog saying what it does', async () => {
    await a.page.goto(`/userprofile/${b.user._id}`);
    await expect(a.page.getByRole('heading', { level: 1, name: b.user.name })).toBeVisible();
    await a.page
      .getByRole('button', { name: `${english(BLOCK_MESSAGES.block)} ${b.user.name}` })
      .click();
    const dialog = a.page.getByRole('dialog', { name: english(BLOCK_MESSAGES.confirmTitle) });
    await expect(dialog).toContainText(english(BLOCK_MESSAGES.confirmDescription));
    await expectNoAxeViolations(a.page);
    await dialog.getByRole('button', { name: english(BLOCK_MESSAGES.block), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(a.page.getByText(english(BLOCK_MESSAGES.blocked))).toBeVisible();

    const main = a.page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: english(BLOCK_MESSAGES.youBlocked) }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Posts' })).toHaveCount(0);
    await expect(
      main.getByRole('button', { name: `${english(BLOCK_MESSAGES.unblock)} ${b.user.name}` }),
    ).toBeVisible();
    await expect(
      main.getByRole('button', { name: english(PROFILE_TEXTS.follow), exact: true }),
    ).toHaveCount(0);
    await expect(main.getByRole('button', { name: english(PROFILE_TEXTS.message) })).toHaveCount(0);
    await expectNoAxeViolations(a.page);
    // Kept with the results, to look at the phone layout.
    await a.page.screenshot({ path: testInfo.outputPath('blocked-profile-phone.png') });
  });

  await test.step('B cannot open a conversation from A’s profile', async () => {
    await b.page.goto(`/userprofile/${a.user._id}`);
    await b.page.getByRole('button', { name: english(PROFILE_TEXTS.message) }).click();
    await expect(b.page.getByText(english(BLOCK_MESSAGES.cannotMessage))).toBeVisible();
    await expect(b.page).toHaveURL((url) => url.pathname === `/userprofile/${a.user._id}`);
  });

  await test.step('B’s message in their old conversation is refused and keeps its text', async () => {
    await b.page.goto(`/chats/${conversation._id}`);
    const field = b.page.getByPlaceholder(english(CHAT_MESSAGES.placeholder), { exact: true });
    await field.fill('Are you there?');
    await b.page.getByRole('button', { name: english(CHAT_MESSAGES.send), exact: true }).click();
    const message = b.page
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Are you there?' });
    await expect(message).toContainText(`Not sent. ${english(BLOCK_MESSAGES.cannotMessage)}`);
  });

  await test.step('A finds B under Blocked members in settings and unblocks them', async () => {
    await a.page.goto('/settings');
    const section = a.page.getByRole('region', { name: english(BLOCK_MESSAGES.heading) });
    const list = section.getByRole('list', { name: english(BLOCK_MESSAGES.heading) });
    await expect(list.getByRole('link', { name: b.user.name })).toHaveAttribute(
      'href',
      `/userprofile/${b.user._id}`,
    );
    await expectNoAxeViolations(a.page, { include: ['main'] });
    await section.screenshot({ path: testInfo.outputPath('blocked-members-phone.png') });
    // Unblocking re-reads every query. The list answering before the others is the order that
    // once lost the toast (its row was gone before the answer was shown), so it is made certain
    // here: the membership, read again with it, waits until the list has been read.
    const listReread = a.page.waitForEvent(
      'requestfinished',
      (request) => new URL(request.url()).pathname === '/api/blocks',
    );
    await a.page.route('**/api/membership', async (route) => {
      await listReread;
      await route.continue();
    });
    await section
      .getByRole('button', { name: `${english(BLOCK_MESSAGES.unblock)} ${b.user.name}` })
      .click();
    await expect(a.page.getByText(english(BLOCK_MESSAGES.unblocked))).toBeVisible();
    await listReread;
    await a.page.unroute('**/api/membership');
    await expect(section.getByText(english(BLOCK_MESSAGES.empty))).toBeVisible();
    await expectNoAxeViolations(a.page, { include: ['main'] });
  });

  await test.step('once unblocked, B’s message goes through on Retry and reaches A', async () => {
    await b.page.getByRole('button', { name: 'Retry' }).click();
    await a.page.goto(`/chats/${conversation._id}`);
    await expect(
      a.page.getByRole('log').getByRole('listitem').filter({ hasText: 'Are you there?' }),
    ).toBeVisible();
  });

  await a.context.close();
  await b.context.close();
});
