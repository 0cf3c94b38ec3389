import {
  CHAT_MESSAGES,
  type Conversation,
  type Message,
  PROFILE_TEXTS,
  UNREAD_COUNT_MAX,
} from '@one-world/contract';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { type BrowserMember, memberWithOwnBrowser } from './support/browser-member';
import { E2E_BASE_URL } from './support/env';
import { english } from './support/i18n';
import { boxOf } from './support/layout';
import { testWithOwnServer } from './support/own-server';
import { type E2eUser, signUpViaApi } from './support/users';

const CONVERSATION_URL = /\/chats\/[0-9a-f-]{36}$/;
const PHONE = { width: 375, height: 740 };

/** The chats screen's parts, found as a reader finds them: by role and name. */
function chats(page: Page) {
  const log = page.getByRole('log');
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Chats' }),
    list: page.getByRole('list', { name: 'Conversations' }),
    conversation: (name: string) =>
      page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name }),
    partner: (name: string) => page.getByRole('heading', { level: 2, name }),
    log,
    message: (text: string) => log.getByRole('listitem').filter({ hasText: text }),
    field: page.getByPlaceholder(english(CHAT_MESSAGES.placeholder), { exact: true }),
    send: page.getByRole('button', { name: english(CHAT_MESSAGES.send), exact: true }),
    noneSelected: page.getByText(english(CHAT_MESSAGES.noneSelected)),
    reconnecting: page.getByRole('status').filter({ hasText: english(CHAT_MESSAGES.reconnecting) }),
    headerLink: page.getByRole('navigation', { name: 'Account' }).getByRole('link', {
      name: /^Chats/,
    }),
  };
}

/** Opens (or finds) the pair's conversation through the API, as the profile's Message does. */
async function openConversation(
  request: APIRequestContext,
  sender: E2eUser,
  receiver: E2eUser,
): Promise<Conversation> {
  const response = await request.post('/api/conversations', {
    data: { senderId: sender._id, receiverId: receiver._id },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as Conversation;
}

async function sendViaApi(
  request: APIRequestContext,
  conversationId: string,
  text: string,
): Promise<Message> {
  const response = await request.post('/api/messages', { data: { conversationId, text } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Message;
}

/** A screenshot kept with the test's results, to look at the layout. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('two members chat in real time: a message from a profile, the badge, a reply', async ({
  browser,
}, testInfo) => {
  test.slow();
  const a = await memberWithOwnBrowser(browser);
  const b = await memberWithOwnBrowser(browser);
  const atA = chats(a.page);
  const atB = chats(b.page);

  // B waits on the chats screen, with nothing yet.
  await b.page.goto('/chats');
  await expect(atB.heading).toBeVisible();
  await expect(b.page).toHaveTitle('Chats · One World');
  await expect(b.page.getByText('No conversations yet')).toBeVisible();
  await expect(b.page.getByText(/open a member’s profile and choose Message/)).toBeVisible();
  await expect(atB.noneSelected).toBeVisible();
  await expect(atB.headerLink).toHaveAccessibleName('Chats');
  await expectNoAxeViolations(b.page);

  // A opens B's profile and chooses Message: the address names the conversation.
  await a.page.goto(`/userprofile/${b.user._id}`);
  await a.page.getByRole('button', { name: english(PROFILE_TEXTS.message) }).click();
  await expect(a.page).toHaveURL(CONVERSATION_URL);
  const conversationId = a.page.url().split('/').at(-1) ?? '';
  await expect(atA.partner(b.user.name)).toBeVisible();
  await expect(a.page).toHaveTitle(`${b.user.name} · Chats · One World`);
  await expect(atA.log).toHaveAttribute('aria-live', 'polite');
  await expect(atA.log.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(atA.field).toBeVisible();

  // Empty or blank text does nothing, by Enter or by Send.
  await atA.field.focus();
  await a.page.keyboard.press('Enter');
  await atA.field.fill('   ');
  await atA.send.click();
  await expect(atA.field).toHaveValue('   ');
  await expect(atA.log.getByRole('listitem')).toHaveCount(0);

  // Shift+Enter starts a new line; Enter sends.
  await atA.field.fill('');
  await atA.field.pressSequentially('Hello B!');
  await a.page.keyboard.press('Shift+Enter');
  await atA.field.pressSequentially('The guide: https://example.org/guide.');
  await expect(atA.field).toHaveValue('Hello B!\nThe guide: https://example.org/guide.');
  await a.page.keyboard.press('Enter');
  await expect(atA.field).toHaveValue('');
  await expect(atA.field).toBeFocused();
  const sent = atA.message('Hello B!');
  await expect(sent).toContainText('You:');
  await expect(sent.locator('[data-own]')).toBeVisible();
  await expect(sent.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const link = sent.getByRole('link', { name: 'https://example.org/guide' });
  await expect(link).toHaveAttribute('href', 'https://example.org/guide');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(sent.getByText('Sending…')).toHaveCount(0);

  // B sees the conversation arrive, unread, and the header count, without reloading.
  const fromA = atB.conversation(a.user.name);
  await expect(fromA).toBeVisible();
  await expect(fromA).toContainText('Hello B!');
  await expect(fromA.getByText('1 unread')).toBeAttached();
  await expect(fromA.getByTestId('unread-badge')).toContainText('1 unread');
  await expect(atB.headerLink).toHaveAccessibleName('Chats, 1 unread message');
  await expect(atB.headerLink.getByTestId('chats-badge')).toHaveText('1');
  // Conversation partners see each other's presence.
  await expect(fromA).toContainText('(Online)');
  await expectNoAxeViolations(b.page);
  await keepScreenshot(b.page, testInfo, 'chats-1280-list');

  // B opens it: the message is there, the badges go.
  await fromA.click();
  await expect(b.page).toHaveURL(`/chats/${conversationId}`);
  await expect(atB.partner(a.user.name)).toBeVisible();
  await expect(b.page.getByText('Online', { exact: true })).toBeVisible();
  const received = atB.message('Hello B!');
  await expect(received).toContainText(`${a.user.name}:`);
  await expect(received.locator('[data-own]')).toHaveCount(0);
  await expect(fromA.getByTestId('unread-badge')).toHaveCount(0);
  await expect(atB.headerLink).toHaveAccessibleName('Chats');
  await expect(fromA).toHaveAttribute('aria-current', 'page');

  // B replies with the Send button; A sees it at once and it is marked read there.
  await atB.field.fill('Hi A, glad to hear from you');
  await atB.send.click();
  await expect(atB.message('Hi A, glad to hear from you')).toContainText('You:');
  await expect(atA.message('Hi A, glad to hear from you')).toContainText(`${b.user.name}:`);
  await expect(atA.conversation(b.user.name)).toContainText('Hi A, glad to hear from you');
  await expect(atA.conversation(b.user.name).getByTestId('unread-badge')).toHaveCount(0);
  await expect(atA.headerLink).toHaveAccessibleName('Chats');
  await expectNoAxeViolations(a.page);
  await keepScreenshot(a.page, testInfo, 'chats-1280-conversation');

  // The address keeps the conversation over a reload, and Back returns to the list.
  await b.page.reload();
  await expect(atB.message('Hello B!')).toBeVisible();
  await expect(atB.message('Hi A, glad to hear from you')).toBeVisible();
  await expect(atB.headerLink).toHaveAccessibleName('Chats');
  await b.page.goBack();
  await expect(b.page).toHaveURL('/chats');
  await expect(atB.noneSelected).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('an address that names no conversation of the member’s says so', async ({
  browser,
  playwright,
}) => {
  // The two partners only call the API, one after the other in one request context (which keeps
  // the session of the last to sign up, a): no browser of their own.
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const b = await signUpViaApi(request);
  const a = await signUpViaApi(request);
  const outsider = await memberWithOwnBrowser(browser);
  const conversation = await openConversation(request, a, b);

  for (const path of [`/chats/${conversation._id}`, '/chats/not-a-conversation']) {
    await outsider.page.goto(path);
    await expect(
      outsider.page.getByRole('heading', { name: english(CHAT_MESSAGES.conversationNotFound) }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(outsider.page);
  await outsider.page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(outsider.page).toHaveURL('/chats');

  await outsider.context.close();
  await request.dispose();
});

test('older messages load above the newest ones, from the keyboard too', async ({ browser }) => {
  const a = await memberWithOwnBrowser(browser);
  const b = await memberWithOwnBrowser(browser);
  const conversation = await openConversation(a.context.request, a.user, b.user);
  // One more page than the first (CHAT_LIMITS.messagesPageDefault), written by both members.
  const texts = Array.from({ length: 40 }, (_, index) => `Message ${index + 1}`);
  for (const [index, text] of texts.entries()) {
    await sendViaApi((index < 20 ? a : b).context.request, conversation._id, text);
  }
  const atB = chats(b.page);

  await b.page.goto(`/chats/${conversation._id}`);
  const items = atB.log.getByRole('listitem');
  await expect(items).toHaveCount(30);
  await expect(items.first()).toContainText('Message 11');
  await expect(items.last()).toContainText('Message 40');
  await expect(items.last()).toBeInViewport();

  const older = atB.log.getByRole('button', { name: 'Load older messages' });
  await older.focus();
  await b.page.keyboard.press('Enter');
  await expect(items).toHaveCount(40);
  await expect(items.first()).toContainText('Message 1');
  await expect(older).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

test('more than 99 unread messages read as 99+ on the badges, in words for screen readers', async ({
  browser,
}) => {
  const a = await memberWithOwnBrowser(browser);
  const b = await memberWithOwnBrowser(browser);
  const conversation = await openConversation(a.context.request, a.user, b.user);
  // The server counts unread messages up to UNREAD_COUNT_MAX: one more says "more than 99".
  for (let index = 0; index <= UNREAD_COUNT_MAX; index++) {
    await sendViaApi(a.context.request, conversation._id, `Message ${index + 1}`);
  }
  const atB = chats(b.page);

  await b.page.goto('/chats');
  await expect(atB.headerLink).toHaveAccessibleName('Chats, more than 99 unread messages');
  const badge = atB.headerLink.getByTestId('chats-badge');
  await expect(badge).toHaveText('99+');
  // On a wide screen the link shows its word too: the count sits on the icon, clear of it.
  const [badgeBox, wordBox] = await Promise.all([
    boxOf(badge),
    boxOf(atB.headerLink.getByText('Chats', { exact: true })),
  ]);
  expect(badgeBox.right).toBeLessThanOrEqual(wordBox.x);
  const fromA = atB.conversation(a.user.name);
  await expect(fromA.getByTestId('unread-badge')).toHaveText('99+more than 99 unread');
  await expectNoAxeViolations(b.page);

  await fromA.click();
  await expect(fromA.getByTestId('unread-badge')).toHaveCount(0);
  await expect(atB.headerLink).toHaveAccessibleName('Chats');

  await a.context.close();
  await b.context.close();
});

test('on a phone the list and the conversation are two views, with a way back', async ({
  browser,
}, testInfo) => {
  const a = await memberWithOwnBrowser(browser);
  const b = await memberWithOwnBrowser(browser, PHONE);
  const conversation = await openConversation(a.context.request, a.user, b.user);
  await sendViaApi(a.context.request, conversation._id, 'Are you coming to the clean-up?');
  const atB = chats(b.page);

  await b.page.goto('/chats');
  await expect(atB.conversation(a.user.name)).toBeVisible();
  await expect(atB.noneSelected).toBeHidden();
  await expectNoAxeViolations(b.page);
  await keepScreenshot(b.page, testInfo, 'chats-375-list');

  await atB.conversation(a.user.name).click();
  await expect(b.page).toHaveURL(`/chats/${conversation._id}`);
  await expect(atB.message('Are you coming to the clean-up?')).toBeVisible();
  await expect(atB.list).toBeHidden();
  await expect(atB.field).toBeVisible();
  await atB.field.fill('Yes, see you there');
  await b.page.keyboard.press('Enter');
  await expect(atB.message('Yes, see you there')).toContainText('You:');
  await expectNoAxeViolations(b.page);
  await keepScreenshot(b.page, testInfo, 'chats-375-conversation');

  await b.page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(b.page).toHaveURL('/chats');
  await expect(atB.conversation(a.user.name)).toContainText('You: Yes, see you there');
  await expect(atB.log).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

testWithOwnServer(
  'both members survive a server restart, and nothing is lost',
  async ({ browser, ownServer: server }) => {
    test.slow();
    const members: BrowserMember[] = [];
    try {
      const a = await memberWithOwnBrowser(browser, undefined, server.baseURL);
      const b = await memberWithOwnBrowser(browser, undefined, server.baseURL);
      members.push(a, b);
      const conversation = await openConversation(a.context.request, a.user, b.user);
      const atA = chats(a.page);
      const atB = chats(b.page);
      await a.page.goto(`/chats/${conversation._id}`);
      await b.page.goto(`/chats/${conversation._id}`);
      await expect(a.page.getByText('Online', { exact: true })).toBeVisible();
      await expect(b.page.getByText('Online', { exact: true })).toBeVisible();

      await atA.field.fill('Before the restart');
      await a.page.keyboard.press('Enter');
      await expect(atB.message('Before the restart')).toBeVisible();

      await server.stop();
      await expect(atA.reconnecting).toBeVisible();
      await expect(atB.reconnecting).toBeVisible();
      await expect(a.page.getByText('Offline', { exact: true })).toBeVisible();

      // Sent while the server is away: it fails, says so, and keeps its text for Retry.
      await atA.field.fill('Written while offline');
      await a.page.keyboard.press('Enter');
      const offline = atA.message('Written while offline');
      await expect(offline).toContainText('Not sent.');
      await expect(atA.field).toHaveValue('');
      await expectNoAxeViolations(a.page);

      await server.start();
      // socket.io waits up to 5 s (with randomization) between attempts.
      await expect(atA.reconnecting).toHaveCount(0, { timeout: 20_000 });
      await expect(atB.reconnecting).toHaveCount(0, { timeout: 20_000 });
      await expect(a.page.getByText('Online', { exact: true })).toBeVisible();
      await expect(b.page.getByText('Online', { exact: true })).toBeVisible();

      await offline.getByRole('button', { name: 'Retry' }).click();
      await expect(offline).not.toContainText('Not sent.');
      await expect(atB.message('Written while offline')).toBeVisible();

      await atB.field.fill('After the restart');
      await atB.send.click();
      await expect(atA.message('After the restart')).toBeVisible();

      const conversationTexts = [
        'Before the restart',
        'Written while offline',
        'After the restart',
      ];
      for (const { page } of members) {
        await page.reload();
        const items = chats(page).log.getByRole('listitem');
        await expect(items).toHaveCount(conversationTexts.length);
        for (const [index, text] of conversationTexts.entries()) {
          await expect(items.nth(index)).toContainText(text);
        }
      }
    } finally {
      for (const { context } of members) await context.close();
    }
  },
);
